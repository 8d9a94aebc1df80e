import { countText, formatCount } from '@grocery/contracts';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Ltr } from '../../../components/ltr/Ltr';
import { fillNodes } from '../../../i18n/fillNodes';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { gridTexts } from './texts';

type Props = {
  pageIndex: number;
  pageSize: number;
  rowsOnPage: number;
  /** Rows in all pages; null when the server does not know. */
  total: number | null;
  pageCount: number | null;
  /** The page is loading (or failed): no count to give yet. */
  counting: boolean;
  pager: ReactNode;
};

/** Spec §9 footer: '1–25 of N' and 'page x / y', or '0 rows' when there is nothing to show. */
export function GridFooter({ pageIndex, pageSize, rowsOnPage, total, pageCount, counting, pager }: Props) {
  const language = useLanguage();
  const texts = useTexts(gridTexts);
  const count = (value: number) => formatCount(language, value);
  const from = pageIndex * pageSize + 1;
  const range = <Ltr>{`${count(from)}–${count(from + rowsOnPage - 1)}`}</Ltr>;
  let summary: ReactNode = null;
  if (!counting && rowsOnPage === 0) summary = countText(language, texts.rowCount, total ?? 0);
  else if (!counting && total === null) summary = range;
  else if (!counting && total !== null)
    summary = fillNodes(texts.rangeOf, { range, total: <Ltr>{count(total)}</Ltr> });
  const position =
    pageCount === null ? count(pageIndex + 1) : `${count(pageIndex + 1)} / ${count(Math.max(pageCount, 1))}`;
  return (
    <Group justify="space-between" gap="sm" className="grid-footer">
      <Group gap="md">
        <Text size="sm" aria-live="polite">
          {summary}
        </Text>
        <Text size="sm">{fillNodes(texts.page, { position: <Ltr>{position}</Ltr> })}</Text>
      </Group>
      {pager}
    </Group>
  );
}
