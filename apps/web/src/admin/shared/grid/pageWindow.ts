/** Spec §9: the pager shows up to 5 page numbers either side of the current one. */
const pagerRadius = 5;

/** The zero-based page numbers the pager shows around `pageIndex`, in order. */
export function pageWindow(pageIndex: number, pageCount: number, radius = pagerRadius): number[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(pageIndex, 0), pageCount - 1);
  const first = Math.max(0, current - radius);
  const last = Math.min(pageCount - 1, current + radius);
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
}
