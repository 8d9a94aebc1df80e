/** Scroll distance after which the header image and logo hide. */
const collapseAfterPx = 150;
/** Within this distance of the bottom nothing changes (the header's own change of height would flap). */
const bottomTolerancePx = 30;

type ScrollMetrics = { scrollTop: number; scrollHeight: number; clientHeight: number };

/**
 * Whether the header is collapsed after a scroll: it collapses past 150 px only when the
 * scrollable range exceeds 150 px, expands again at the very top, and keeps its state within 30 px
 * of the bottom.
 */
export function nextHeaderCollapsed(
  collapsed: boolean,
  { scrollTop, scrollHeight, clientHeight }: ScrollMetrics,
): boolean {
  if (scrollTop <= 0) return false;
  const range = scrollHeight - clientHeight;
  if (range - scrollTop <= bottomTolerancePx) return collapsed;
  if (range > collapseAfterPx && scrollTop > collapseAfterPx) return true;
  return collapsed;
}
