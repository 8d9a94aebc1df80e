import { type AddCartItemReason, maxCartQuantity } from '@grocery/contracts';

/**
 * Quantities in exact arithmetic: whole thousandths (the columns are numeric(10,3)), so 0.25 kg is
 * 250 and no float is ever added. The step grid counts from 0: a quantity is on the grid when it is
 * a whole multiple of the step, and allowed when it is also at least the minimum (min 0.5, step
 * 0.25 allows 0.5, 0.75, 1…; min 0.3, step 0.25 allows 0.5, 0.75…).
 */
export type Thousandths = number;

const numericText = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;

/** A numeric column's text ('0.250', '12') in thousandths. */
export function parseQuantity(text: string): Thousandths {
  const match = numericText.exec(text.trim());
  if (!match) throw new Error(`Not a quantity: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  return sign ? -value : value;
}

/** A JSON number already checked to have at most three decimals. */
export function fromNumber(value: number): Thousandths {
  return Math.round(value * 1000);
}

/** Thousandths as numeric text for SQL: 250 → '0.250'. */
export function quantityText(value: Thousandths): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  return `${sign}${Math.floor(magnitude / 1000)}.${String(magnitude % 1000).padStart(3, '0')}`;
}

export type QuantityReason = Extract<
  AddCartItemReason,
  'QUANTITY_BELOW_MINIMUM' | 'QUANTITY_OFF_STEP' | 'QUANTITY_TOO_LARGE'
>;

/** Why a line may not hold this quantity (above 0), or null when it may. */
export function quantityProblem(
  quantity: Thousandths,
  rule: { minimum: Thousandths; step: Thousandths },
): QuantityReason | null {
  if (quantity > maxCartQuantity * 1000) return 'QUANTITY_TOO_LARGE';
  if (quantity < rule.minimum) return 'QUANTITY_BELOW_MINIMUM';
  if (quantity % rule.step !== 0) return 'QUANTITY_OFF_STEP';
  return null;
}
