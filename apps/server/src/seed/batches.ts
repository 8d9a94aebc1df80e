/** Splits rows into consecutive slices of at most `size`, for multi-row inserts. */
export function inBatches<T>(rows: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`invalid batch size: ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += size) batches.push(rows.slice(start, start + size));
  return batches;
}
