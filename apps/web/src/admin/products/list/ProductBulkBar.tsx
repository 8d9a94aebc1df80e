import { fillText } from '@grocery/contracts';
import { Button, Group } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import type { GridRowKey } from '../../shared/grid';
import { type BulkFlag, bulkCounts, useBulkProductFlag } from '../mutations';
import { productsListTexts } from '../texts';
import { BulkCategoryAdder } from './BulkCategoryAdder';

type Props = { selected: ReadonlySet<GridRowKey>; onDone: () => void };

type Change = { active: boolean } | { outOfStock: boolean };

/**
 * Shown while rows are selected: set a flag on all of them, or add them all to a category, in one
 * call, then say what happened.
 */
export function ProductBulkBar({ selected, onDone }: Props) {
  const texts = useTexts(productsListTexts);
  const bulk = useBulkProductFlag();
  const run = async (change: Change) => {
    const productIds = [...selected].map(Number);
    try {
      const { results } = await bulk.mutateAsync({ productIds, ...change } as BulkFlag);
      adminToast.success(fillText(texts.bulkDone, bulkCounts(results)));
      onDone();
    } catch (error) {
      console.error('bulk product change failed', error);
      adminToast.error(texts.bulkFailed);
    }
  };
  const actions: [string, Change][] = [
    [texts.setActive, { active: true }],
    [texts.setInactive, { active: false }],
    [texts.setOutOfStock, { outOfStock: true }],
    [texts.setInStock, { outOfStock: false }],
  ];
  return (
    <Group gap="xs" role="group" aria-label={texts.bulkActions}>
      {actions.map(([label, change]) => (
        <Button
          key={label}
          size="xs"
          variant="light"
          loading={bulk.isPending}
          onClick={() => void run(change)}
        >
          {label}
        </Button>
      ))}
      <BulkCategoryAdder selected={selected} onDone={onDone} />
    </Group>
  );
}
