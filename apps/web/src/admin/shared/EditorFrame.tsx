import { Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';

type Props = {
  /** The list's page under /admin/{lang}/, e.g. 'regions'. */
  backTo: string;
  backLabel: string;
  title: ReactNode;
  maw?: number;
  className?: string;
  children: ReactNode;
};

/** An editor page's frame: the link back to its list, the title, then the page. */
export function EditorFrame({ backTo, backLabel, title, maw, className, children }: Props) {
  const language = useLanguage();
  return (
    <Stack gap="md" p="md" maw={maw} className={className}>
      <Anchor component={Link} to={`/admin/${language}/${backTo}`} size="sm">
        {backLabel}
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
