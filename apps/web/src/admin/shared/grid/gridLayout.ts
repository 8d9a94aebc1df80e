import { camelKey } from '@grocery/contracts';

/** A grid's column layout as the user left it: order, hidden columns and widths (spec §4, §5, §7). */
export type GridLayout = { order: string[]; hidden: string[]; widths: Record<string, number> };

/** A resize never makes a column narrower than this (spec §5: a minimum column width applies). */
export const minColumnWidth = 60;
export const maxColumnWidth = 2000;
export const defaultColumnWidth = 160;

/** A width inside the limits, in whole pixels. */
function clampWidth(width: number): number {
  return Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, width)));
}

/** Widths as saved: every one inside the limits (the table keeps a drag's raw value). */
export function clampWidths(widths: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(widths).map(([key, width]) => [key, clampWidth(width)]));
}

/** Every column in its declared order, at its width, shown unless it is hidden by default. */
export function defaultLayout(keys: readonly string[], hiddenByDefault: readonly string[] = []): GridLayout {
  const hidden = keys.filter((key) => hiddenByDefault.includes(key));
  return { order: [...keys], hidden: hidden.length >= keys.length ? [] : hidden, widths: {} };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A column key as saved: one from before the camelCase keys (`created_at`) is read as `createdAt`. */
function currentKey(key: string, keys: readonly string[]): string {
  return keys.includes(key) ? key : camelKey(key);
}

function knownStrings(value: unknown, keys: readonly string[]): string[] {
  if (!Array.isArray(value)) return [];
  const strings = value.filter((item): item is string => typeof item === 'string');
  return [...new Set(strings.map((item) => currentKey(item, keys)).filter((item) => keys.includes(item)))];
}

/**
 * A stored layout made safe for today's columns: unknown keys dropped, new columns appended (hidden
 * when hidden by default), widths inside the limits, and never every column hidden. Anything
 * unreadable gives the default layout.
 */
export function sanitizeLayout(
  stored: unknown,
  keys: readonly string[],
  hiddenByDefault: readonly string[] = [],
): GridLayout {
  if (!isRecord(stored)) return defaultLayout(keys, hiddenByDefault);
  const order = knownStrings(stored.order, keys);
  const added = keys.filter((key) => !order.includes(key));
  const hidden = [
    ...knownStrings(stored.hidden, keys),
    ...added.filter((key) => hiddenByDefault.includes(key)),
  ];
  const widths: Record<string, number> = {};
  if (isRecord(stored.widths)) {
    for (const [saved, width] of Object.entries(stored.widths)) {
      const key = currentKey(saved, keys);
      if (!keys.includes(key) || typeof width !== 'number' || !Number.isFinite(width)) continue;
      widths[key] = clampWidth(width);
    }
  }
  return {
    order: [...order, ...added],
    hidden: hidden.length >= keys.length ? [] : [...new Set(hidden)],
    widths,
  };
}

/** Shows or hides a column; hiding the last visible one changes nothing (spec §4). */
export function setColumnVisible(layout: GridLayout, key: string, visible: boolean): GridLayout {
  const hidden = layout.hidden.filter((other) => other !== key);
  if (!visible) {
    if (layout.order.every((other) => other === key || layout.hidden.includes(other))) return layout;
    hidden.push(key);
  }
  return { ...layout, hidden };
}

/** Whether the column may be hidden: some other column stays visible. */
export function canHideColumn(layout: GridLayout, key: string): boolean {
  return setColumnVisible(layout, key, false) !== layout;
}

/**
 * Moves a column past its visible neighbour: `step` -1 towards the start, +1 towards the end.
 * Hidden columns in between keep their places relative to the others.
 */
export function moveColumn(layout: GridLayout, key: string, step: -1 | 1): GridLayout {
  const visible = layout.order.filter((other) => !layout.hidden.includes(other));
  const neighbour = visible[visible.indexOf(key) + step];
  if (!visible.includes(key) || neighbour === undefined) return layout;
  const order = layout.order.filter((other) => other !== key);
  const at = order.indexOf(neighbour) + (step === 1 ? 1 : 0);
  order.splice(at, 0, key);
  return { ...layout, order };
}

/** Whether moveColumn would change anything. */
export function canMoveColumn(layout: GridLayout, key: string, step: -1 | 1): boolean {
  return moveColumn(layout, key, step) !== layout;
}
