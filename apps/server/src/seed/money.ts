/** Prices are computed in agorot (integer hundredths of a shekel) and written as numeric strings. */

export function agorotToNumeric(agorot: number): string {
  if (!Number.isSafeInteger(agorot) || agorot < 0) throw new Error(`invalid amount in agorot: ${agorot}`);
  return `${Math.floor(agorot / 100)}.${String(agorot % 100).padStart(2, '0')}`;
}

/** amount × percent / 100, rounded down to whole agorot. */
export function percentOf(agorot: number, percent: number): number {
  return Math.floor((agorot * percent) / 100);
}

/** Rounds down to a price ending in .90 (or .x0 for small amounts), never below 10 agorot. */
export function shelfPriceBelow(agorot: number): number {
  if (agorot >= 1000) return Math.max(10, Math.floor((agorot - 90) / 100) * 100 + 90);
  return Math.max(10, Math.floor(agorot / 10) * 10);
}

/** Rounds up to whole 10 agorot. */
export function roundUpToTen(agorot: number): number {
  return Math.ceil(agorot / 10) * 10;
}

/** '12.90' → 1290, read as text so no float is involved. */
export function numericToAgorot(numeric: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(numeric);
  if (!match) throw new Error(`not a money amount: ${numeric}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
