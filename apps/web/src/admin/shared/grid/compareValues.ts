export type CellValue = string | number | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The ascending order of two cell values for local sorting: numbers by value, text in natural
 * order (case-insensitive, 'item 2' before 'item 10'), numbers before text. Missing values are
 * placed last by the table (sortUndefined), whatever the direction.
 */
export function compareValues(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return collator.compare(a ?? '', b ?? '');
}
