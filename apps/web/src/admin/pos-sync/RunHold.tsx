import { formatCount, type SyncHold } from '@grocery/contracts';
import { Alert, Text } from '@mantine/core';
import { fillNodes } from '../../i18n/fillNodes';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { databaseTexts } from './texts';

/**
 * Why the run was held instead of applied, with what applying it would do (decision 0061). The
 * card's controls offer Confirm and Reset.
 */
export function RunHold({ hold }: { hold: SyncHold }) {
  const texts = useTexts(databaseTexts);
  const language = useLanguage();
  const count = (value: number) => <bdi dir="ltr">{formatCount(language, value)}</bdi>;
  return (
    <Alert color="orange" variant="light" role="status" data-testid="sync-hold" data-reason={hold.reason}>
      <Text size="sm">
        {fillNodes(texts[hold.reason], {
          itemsRead: count(hold.itemsRead),
          active: count(hold.activePosProducts),
          wouldDeactivate: count(hold.wouldDeactivate),
          percent: count(hold.maxDeactivatePercent),
        })}
      </Text>
    </Alert>
  );
}
