import { maxCartQuantity } from '@grocery/contracts';

/**
 * Quantities in exact arithmetic, as on the server: whole thousandths (0.25 kg is 250), so no float
 * is ever added. A rule's step grid counts from 0: a quantity is allowed when it is a whole multiple
 * of the step and at least the minimum (minimum 0.5, step 0.25 allows 0.5, 0.75, 1…).
 */
export type Thousandths = number;

export type QuantityRule = { minimum: Thousandths; step: Thousandths };

/** The largest quantity one cart line may hold. */
export const maxQuantity: Thousandths = maxCartQuantity * 1000;

/** A quantity as the API sends it (a number with at most three decimals) in thousandths. */
export function toThousandths(value: number): Thousandths {
  return Math.round(value * 1000);
}

/** Thousandths as the number the API expects (0.25, 12). */
export function fromThousandths(value: Thousandths): number {
  return value / 1000;
}

/** The rule of a product from its price info (defaults 1 and 1); a step of 0 or less counts as 1. */
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
  return Math.floor(maxQuantity / rule.step) * rule.step;
}

export function isAllowed(quantity: Thousandths, rule: QuantityRule): boolean {
  return quantity >= firstAllowed(rule) && quantity <= lastAllowed(rule) && quantity % rule.step === 0;
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

/** 250 → '0.25', 12000 → '12', 1500 → '1.5' (no grouping, a dot as decimal point). */
export function formatQuantity(quantity: Thousandths): string {
  const sign = quantity < 0 ? '-' : '';
  const magnitude = Math.abs(quantity);
  const whole = Math.floor(magnitude / 1000);
  const fraction = String(magnitude % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
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

export type QuantityCheck = 'ok' | 'belowMinimum' | 'aboveMaximum' | 'offStep';

/** Why a typed quantity cannot be taken (it is then rejected and the previous value kept). */
export function checkQuantity(quantity: Thousandths, rule: QuantityRule): QuantityCheck {
  if (quantity < firstAllowed(rule)) return 'belowMinimum';
  if (quantity > lastAllowed(rule)) return 'aboveMaximum';
  if (quantity % rule.step !== 0) return 'offStep';
  return 'ok';
}

/**
 * A line total in agorot (cents): unit price × quantity, rounded once to two decimals, half away
 * from zero as PostgreSQL's round does. The unit price arrives as a number with two decimals.
 */
export function lineTotalCents(unitPrice: number, quantity: Thousandths): number {
  const cents = Math.round(unitPrice * 100);
  const exact = cents * quantity; // in 1/1000 of a cent
  const sign = exact < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(exact) + 500) / 1000);
}

export function centsToAmount(cents: number): number {
  return cents / 100;
}
