/**
 * Which page numbers the pager shows: the first, the last, and the current one with a neighbour on
 * each side; null marks a gap (…). Indexes are 0-based like the URL's page index.
 */
export function pageWindow(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index);
  const shown = new Set([0, count - 1, current - 1, current, current + 1]);
  if (current <= 3) for (let index = 0; index <= 4; index++) shown.add(index);
  if (current >= count - 4) for (let index = count - 5; index < count; index++) shown.add(index);
  const sorted = [...shown].filter((index) => index >= 0 && index < count).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const index of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && index - previous > 1) result.push(null);
    result.push(index);
  }
  return result;
}
