import type { ZoneOverlap } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Alert, List } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { zoneEditorTexts } from './texts';

/** The active zones this one's outline meets, each with who serves the shared part. */
export function OverlapWarning({ overlaps }: { overlaps: ZoneOverlap[] }) {
  const texts = useTexts(zoneEditorTexts);
  if (overlaps.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={texts.overlapsTitle} data-testid="zone-overlaps">
      <List size="sm">
        {overlaps.map((overlap) => (
          <List.Item key={overlap.deliveryZoneId}>
            <span dir="auto">
              {fillText(overlap.wins ? texts.overlapOther : texts.overlapThis, {
                name: overlap.name,
                priority: overlap.priority ?? texts.noPriority,
              })}
            </span>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
