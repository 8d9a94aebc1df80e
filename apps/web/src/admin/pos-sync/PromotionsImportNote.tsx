import {
  countText,
  fillText,
  formatCount,
  formatDateTimeIn,
  type PromotionsImport,
} from '@grocery/contracts';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { promotionsImportTexts } from './promotionsImportTexts';

/** What the last promotions import did: counts, refusals by reason, codes that are no product, or why nothing changed. */
export function PromotionsImportNote({ last }: { last: PromotionsImport }) {
  const texts = useTexts(promotionsImportTexts);
  const language = useLanguage();
  const count = (value: number) => formatCount(language, value);
  const reasons = last.refused.map((refusal) => `${refusal.reason} × ${count(refusal.count)}`).join(', ');
  return (
    <Stack gap={4} data-testid="promotions-import">
      <Title order={3} size="h5">
        {texts.title}
      </Title>
      <Text size="sm">
        {fillText(texts.when, {
          when: formatDateTimeIn(language, last.finishedAt),
          file: last.fileName ?? last.source,
        })}
      </Text>
      {last.error ? (
        <Text size="sm" c="red.8">
          {fillText(texts.failed, { error: last.error })}
        </Text>
      ) : (
        <>
          <Text size="sm">
            {fillText(texts.counts, {
              imported: count(last.imported),
              read: count(last.read),
              withdrawn: count(last.withdrawn),
            })}
          </Text>
          {reasons && <Text size="sm">{fillText(texts.refused, { reasons })}</Text>}
          {last.unknownItems > 0 && (
            <Text size="sm" dir="auto">
              {fillText(countText(language, texts.unknown, last.unknownItems), {
                codes: last.unknownSample.join(', '),
              })}
            </Text>
          )}
        </>
      )}
      <Anchor component={Link} to={`/admin/${language}/promotions`} size="sm">
        {texts.manage}
      </Anchor>
    </Stack>
  );
}
