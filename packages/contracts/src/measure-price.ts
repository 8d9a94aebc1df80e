/**
 * The price per unit of measure that Israeli shops show beside every price (decision 0065): per
 * 100 g or 100 ml for packaged goods, per kg, litre or metre where the package is measured so, per
 * unit for a pack of several, per 100 g for weighed goods (whose price is already per kg). Computed
 * from the price the shopper pays, in whole agorot rounded once, the same on the server and in the
 * browser. No zod here: the storefront's cards need it on first load.
 */

export const packageUnits = ['g', 'kg', 'ml', 'l', 'm', 'unit'] as const;
export type PackageUnit = (typeof packageUnits)[number];

/** What a unit price is per. */
export type MeasureBasis = '100g' | '100ml' | 'kg' | 'l' | 'm' | 'unit';

export interface MeasurePrice {
  /** In currency units with two decimals, as the other prices travel. */
  amount: number;
  per: MeasureBasis;
}

/** Each package unit's basis, and how many of the unit one basis holds. */
const BASIS: Record<PackageUnit, { per: MeasureBasis; size: number }> = {
  g: { per: '100g', size: 100 },
  ml: { per: '100ml', size: 100 },
  kg: { per: 'kg', size: 1 },
  l: { per: 'l', size: 1 },
  m: { per: 'm', size: 1 },
  unit: { per: 'unit', size: 1 },
};

export interface Measured {
  /** The price paid for one unit, or one kg of weighed goods. */
  price: number;
  unit: 'unit' | 'kg';
  packageQuantity: number | null;
  packageUnit: PackageUnit | null;
}

/**
 * The unit price of a product, or null when the package is unknown or is one unit (the price itself).
 * A package of 100 g or one litre still shows it: the law asks for it beside every price.
 */
export function measurePriceOf({ price, unit, packageQuantity, packageUnit }: Measured): MeasurePrice | null {
  const agorot = Math.round(price * 100);
  if (!(agorot > 0)) return null;
  if (unit === 'kg') return { amount: Math.round(agorot / 10) / 100, per: '100g' };
  if (packageUnit === null || packageQuantity === null || !(packageQuantity > 0)) return null;
  const basis = BASIS[packageUnit];
  // In thousandths, so 0.75 l or 454 g divide exactly before the one rounding.
  const quantity = Math.round(packageQuantity * 1000);
  if (packageUnit === 'unit' && quantity === 1000) return null;
  return { amount: Math.round((agorot * basis.size * 1000) / quantity) / 100, per: basis.per };
}
