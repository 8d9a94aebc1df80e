/** Spec §9: a context menu stays at least 12 px inside the window's edges. */
const menuEdgeMargin = 12;

type Point = { x: number; y: number };
type Size = { width: number; height: number };

/**
 * Where a menu of `menu` size opens for a pointer at `point`: its corner at the pointer, moved back
 * inside the `view` when it would cross an edge's margin (the start edge wins on a tiny window).
 */
export function menuPosition(point: Point, menu: Size, view: Size, margin = menuEdgeMargin): Point {
  const clamp = (value: number, size: number, limit: number) =>
    Math.max(margin, Math.min(value, limit - size - margin));
  return { x: clamp(point.x, menu.width, view.width), y: clamp(point.y, menu.height, view.height) };
}
