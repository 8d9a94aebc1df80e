import type { AddCartItemReason } from './cart';
import { maxCartQuantity } from './limits';

/**
 * Quantities in exact arithmetic, the same on the server and in the browser: whole thousandths (the
 * columns are numeric(10,3)), so 0.25 kg is 250 and no float is ever added. A rule's step grid counts
 * from 0: a quantity is allowed when it is a whole multiple of the step, at least the minimum and at
 * most the cart's limit (minimum 0.5, step 0.25 allows 0.5, 0.75, 1…; minimum 0.3, step 0.25 allows
 * 0.5, 0.75…).
 */
export type Thousandths = number;

export type QuantityRule = { minimum: Thousandths; step: Thousandths };

/** The largest quantity one cart line may hold. */
export const maxLineQuantity: Thousandths = maxCartQuantity * 1000;

/** A quantity as JSON carries it (a number with at most three decimals) in thousandths. */
export function toThousandths(value: number): Thousandths {
  return Math.round(value * 1000);
}

/** Thousandths as the number JSON carries (0.25, 12). */
export function fromThousandths(value: Thousandths): number {
  return value / 1000;
}

const numericText = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;

/** A numeric column's text ('0.250', '12') in thousandths. */
export function parseQuantity(text: string): Thousandths {
  const match = numericText.exec(text.trim());
  if (!match) throw new Error(`Not a quantity: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return sign ? -value : value;
}

/** Thousandths as numeric text for SQL: 250 → '0.250'. */
export function quantityText(value: Thousandths): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  return `${sign}${Math.floor(magnitude / 1000)}.${String(magnitude % 1000).padStart(3, '0')}`;
}

/** A product's rule from its price info (defaults 1 and 1); a step of 0 or less counts as 1. */
export function quantityRule(info: {
  minimumQuantity?: number | null;
  quantityStep?: number | null;
}): QuantityRule {
  const step = toThousandths(info.quantityStep ?? 1);
  const minimum = toThousandths(info.minimumQuantity ?? 1);
  return { minimum: Math.max(minimum, 1), step: step > 0 ? step : 1000 };
}

/** The smallest allowed quantity: the first multiple of the step at or above the minimum. */
export function firstAllowed(rule: QuantityRule): Thousandths {
  return Math.ceil(rule.minimum / rule.step) * rule.step;
}

/** The largest allowed quantity: the last multiple of the step at or below the cart's limit. */
export function lastAllowed(rule: QuantityRule): Thousandths {
  return Math.floor(maxLineQuantity / rule.step) * rule.step;
}

export type QuantityCheck = 'ok' | 'belowMinimum' | 'aboveMaximum' | 'offStep';

/** Why a line may not hold this quantity, or 'ok' (the server answers it as a QUANTITY_… reason). */
export function checkQuantity(quantity: Thousandths, rule: QuantityRule): QuantityCheck {
  if (quantity < rule.minimum) return 'belowMinimum';
  if (quantity > maxLineQuantity) return 'aboveMaximum';
  if (quantity % rule.step !== 0) return 'offStep';
  return 'ok';
}

export type QuantityReason = Extract<
  AddCartItemReason,
  'QUANTITY_BELOW_MINIMUM' | 'QUANTITY_OFF_STEP' | 'QUANTITY_TOO_LARGE'
>;

const reasons: Record<Exclude<QuantityCheck, 'ok'>, QuantityReason> = {
  belowMinimum: 'QUANTITY_BELOW_MINIMUM',
  aboveMaximum: 'QUANTITY_TOO_LARGE',
  offStep: 'QUANTITY_OFF_STEP',
};

/** The server's refusal of a quantity (above 0) a line may not hold, or null when it may. */
export function quantityProblem(quantity: Thousandths, rule: QuantityRule): QuantityReason | null {
  const check = checkQuantity(quantity, rule);
  return check === 'ok' ? null : reasons[check];
}

export function isAllowed(quantity: Thousandths, rule: QuantityRule): boolean {
  return checkQuantity(quantity, rule) === 'ok';
}

/** Raises a quantity to the next allowed one (the spec: an anonymous quantity is raised to the minimum). */
export function raiseToAllowed(quantity: Thousandths, rule: QuantityRule): Thousandths {
  const onGrid = Math.ceil(quantity / rule.step) * rule.step;
  return Math.min(Math.max(onGrid, firstAllowed(rule)), lastAllowed(rule));
}

/** One step up from the quantity (from below the minimum: the minimum), at most the limit. */
export function stepUp(quantity: Thousandths, rule: QuantityRule): Thousandths {
  const first = firstAllowed(rule);
  if (quantity < first) return first;
  const onGrid = Math.floor(quantity / rule.step) * rule.step;
  return Math.min(onGrid + rule.step, lastAllowed(rule));
}

/** One step down from the quantity, never below the minimum. */
export function stepDown(quantity: Thousandths, rule: QuantityRule): Thousandths {
  const onGrid = Math.ceil(quantity / rule.step) * rule.step;
  return Math.max(onGrid - rule.step, firstAllowed(rule));
}

/**
 * What a number input may hold while typing (spec 5): only digits, one optional leading minus and
 * one decimal point, at most three decimals. Any other text is rejected and the previous one kept.
 */
export function isQuantityDraft(text: string): boolean {
  return /^-?\d*(?:\.\d{0,3})?$/.test(text);
}

/** A typed quantity in thousandths, or null when the text is no number ('', '-', '.'). */
export function parseQuantityDraft(text: string): Thousandths | null {
  const match = /^(-?)(\d*)(?:\.(\d{0,3}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const value = Number(whole || '0') * 1000 + Number(fraction.padEnd(3, '0'));
  return sign ? -value : value;
}

/**
 * A line total in agorot: unit price × quantity, rounded once to whole agorot, half away from zero
 * as PostgreSQL's round() does (the cart's and the order's totals are computed there). The unit
 * price arrives as a number with two decimals.
 */
export function lineTotalCents(unitPrice: number, quantity: Thousandths): number {
  const cents = Math.round(unitPrice * 100);
  const exact = cents * quantity; // in 1/1000 of an agora
  const sign = exact < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(exact) + 500) / 1000);
}
