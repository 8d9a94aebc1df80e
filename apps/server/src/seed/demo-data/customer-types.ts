import type { CategoryKey } from './types';

export interface CustomerTypePriceSeed {
  /** The product's English name. */
  product: string;
  /** Percent of the online price; null disables pricing for this type (the product cannot be bought at a special price). */
  percent: number | null;
  /** Minimum quantity, and the step too unless `step` is given. Whole numbers, as the admin editor allows. */
  multiple?: number;
  step?: number;
}

export interface CustomerTypeSeed {
  name: string;
  description: string;
  /** Categories only this type can see. */
  categoryKeys: readonly CategoryKey[];
  prices: readonly CustomerTypePriceSeed[];
}

export const customerTypes: readonly CustomerTypeSeed[] = [
  {
    name: 'Business',
    description: 'Restaurants, cafés and offices: wholesale packs and business prices on everyday goods.',
    categoryKeys: ['wholesale'],
    prices: [
      { product: 'Fresh milk 3% 1 L', percent: 85, multiple: 12 },
      { product: 'Cottage cheese 5% 250 g', percent: 85, multiple: 10 },
      { product: 'Eggs L 30 pcs', percent: 88, multiple: 5 },
      { product: 'Tomatoes', percent: 85, multiple: 5, step: 1 },
      { product: 'Cucumbers', percent: 85, multiple: 5, step: 1 },
      { product: 'Onions', percent: 80, multiple: 10, step: 5 },
      { product: 'Potatoes', percent: 80, multiple: 10, step: 5 },
      { product: 'Chicken breast fillet', percent: 88, multiple: 5, step: 1 },
      { product: 'Hummus classic 1 kg', percent: 85 },
      { product: 'Tahini 1 kg', percent: 85 },
      { product: 'Pita 10 pcs', percent: 85 },
      { product: 'Extra virgin olive oil 1 L', percent: 88 },
      { product: 'Canola oil 1 L', percent: 85 },
      { product: 'Basmati rice 1 kg', percent: 85 },
      { product: 'White flour 1 kg', percent: 85 },
      { product: 'White sugar 1 kg', percent: 85 },
      { product: 'Mineral water 1.5 L', percent: 80, multiple: 24, step: 6 },
      { product: 'Toilet paper 32 rolls', percent: 88 },
      { product: 'Dishwashing liquid lemon 1 L', percent: 85 },
      { product: 'Espresso coffee beans 500 g', percent: 85 },
      { product: 'Dry red wine 750 ml', percent: null },
      { product: 'Arak 700 ml', percent: null },
    ],
  },
  {
    name: 'Employee',
    description: 'Store employees: a staff discount on selected products.',
    categoryKeys: [],
    prices: [
      { product: 'Bamba 80 g', percent: 80 },
      { product: 'Chocolate milk 1 L', percent: 80 },
      { product: 'Sourdough bread', percent: 80 },
      { product: 'Salmon fillet', percent: 80 },
      { product: 'Limonana 1 L', percent: 80 },
      { product: 'Chocolate babka', percent: 80 },
      { product: 'Medjool dates', percent: 80 },
      { product: 'Milk chocolate 100 g', percent: 80 },
    ],
  },
];
