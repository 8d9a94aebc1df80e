import { countText } from '@grocery/contracts';
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { uncategorisedQueryOptions } from './queries';
import { databaseTexts } from './texts';

/** "Imported products without a category: N — set rules": the storefront shows none of them. */
export function UncategorisedNote({ finishedAt }: { finishedAt: string | null }) {
  const texts = useTexts(databaseTexts);
  const language = useLanguage();
  const count = useQuery(uncategorisedQueryOptions(finishedAt));
  if (!count.data) return null;
  return (
    <Text size="sm" data-testid="uncategorised">
      {countText(language, texts.uncategorised, count.data)}{' '}
      <Anchor component={Link} to={`/admin/${language}/category-rules`}>
        {texts.setRules}
      </Anchor>
    </Text>
  );
}
