import { type AdminProduct, createProductRequest, updateProductRequest } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import {
  createProductBody,
  draftOf,
  hasChanges,
  type LoadedPriceRow,
  type PriceRowValues,
  productFormSchema,
  productFormValues,
  tabOfField,
  updateProductBody,
} from './productForm';

const product: AdminProduct = {
  productId: 12,
  productName: 'Milk 3%',
  barcode: '4006381333931',
  externalId: 500,
  posCode: null,
  imageFile: null,
  onlinePrice: 6.9,
  consumerPrice: 7.5,
  promotionPrice: null,
  active: true,
  outOfStock: false,
  unit: 'unit',
  createdAt: '2026-01-02T03:04:05.000Z',
  modifiedAt: '2026-01-02T03:04:05.000Z',
  syncedAt: null,
  shopInactive: false,
  posActive: null,
  shortDesc: null,
  longDesc: 'Fresh',
  slugUrl: 'milk-3',
  costPrice: 4,
  minimumQuantity: 1,
  quantityStep: 1,
  imageFileHighRes: null,
  manufacturer: null,
  countryOfOrigin: null,
  packageQuantity: null,
  packageUnit: null,
  posMeasurePrice: null,
  version: 3,
  categories: [
    { categoryId: 1, categoryName: 'Dairy' },
    { categoryId: 2, categoryName: 'Fresh' },
  ],
};
const prices: LoadedPriceRow[] = [
  { userTypeId: 1, userTypeName: 'Business', price: 5.5, minimumQuantity: 6, quantityStep: 6 },
  { userTypeId: 2, userTypeName: 'Employee', price: null, minimumQuantity: 1, quantityStep: 1 },
];
const loaded = { product, prices };

describe('a new product', () => {
  const values = productFormValues(
    null,
    prices.map((row) => ({ ...row, price: null, minimumQuantity: 1, quantityStep: 1 })),
  );
  const [first, second] = values.prices as [PriceRowValues, PriceRowValues];

  it('starts with the spec’s defaults: active, in stock, sold by the unit, 1 and 1, no online price typed', () => {
    expect(values).toMatchObject({
      productName: '',
      onlinePrice: null,
      active: true,
      outOfStock: false,
      unit: 'unit',
      minimumQuantity: 1,
      quantityStep: 1,
      categoryIds: [],
    });
  });

  it('is sent in one create call: blank texts as none, a blank online price as 0, only prices that say something', () => {
    const typed = {
      ...values,
      productName: '  Bread ',
      slugUrl: ' ',
      barcode: '',
      categoryIds: [4, 4, 7],
      prices: [{ ...first, price: 3.2, minimumQuantity: 2, quantityStep: 2 }, second],
    };
    const draft = productFormSchema.parse(typed);
    const body = createProductBody(draft);
    expect(body).toEqual({
      productName: 'Bread',
      shortDesc: null,
      longDesc: null,
      slugUrl: null,
      barcode: null,
      externalId: null,
      costPrice: null,
      consumerPrice: null,
      onlinePrice: 0,
      promotionPrice: null,
      active: true,
      outOfStock: false,
      unit: 'unit',
      minimumQuantity: 1,
      quantityStep: 1,
      categoryIds: [4, 7],
      prices: [{ userTypeId: 1, price: 3.2, minimumQuantity: 2, quantityStep: 2 }],
    });
    expect(createProductRequest.safeParse(body).success).toBe(true);
  });

  it('refuses a blank name, a promotion above the online price and decimals for unit goods, on their fields', () => {
    const result = productFormSchema.safeParse({
      ...values,
      productName: '   ',
      onlinePrice: 5,
      promotionPrice: 6,
      prices: [{ ...first, minimumQuantity: 1.5 }],
    });
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['productName', expect.any(String)],
        ['promotionPrice', 'PROMOTION_ABOVE_ONLINE_PRICE'],
        ['prices.0.minimumQuantity', 'WHOLE_NUMBER_FOR_UNIT_GOODS'],
      ]),
    );
  });

  it('takes decimal minimums and steps for goods sold by weight', () => {
    const result = productFormSchema.safeParse({
      ...values,
      productName: 'Tomatoes',
      unit: 'kg',
      minimumQuantity: 0.5,
      quantityStep: 0.25,
      prices: [{ ...first, price: 9, minimumQuantity: 0.75, quantityStep: 0.25 }],
    });
    expect(result.success).toBe(true);
  });
});

describe('an edit', () => {
  const values = productFormValues(product, prices);
  const [first, second] = values.prices as [PriceRowValues, PriceRowValues];

  it('starts from the product as loaded, and sends nothing when nothing changed', () => {
    expect(values).toMatchObject({
      productName: 'Milk 3%',
      shortDesc: '',
      slugUrl: 'milk-3',
      categoryIds: [1, 2],
    });
    expect(updateProductBody(loaded, productFormSchema.parse(values))).toBeNull();
    expect(hasChanges(loaded, values)).toBe(false);
  });

  it('sends only the changed fields, with the version loaded', () => {
    const typed = {
      ...values,
      productName: 'Milk 1%',
      shortDesc: ' Light ',
      longDesc: '',
      consumerPrice: 7.5,
    };
    const body = updateProductBody(loaded, productFormSchema.parse(typed));
    expect(body).toEqual({
      version: 3,
      changes: { productName: 'Milk 1%', shortDesc: 'Light', longDesc: null },
      link: [],
      unlink: [],
      prices: [],
    });
    expect(updateProductRequest.safeParse(body).success).toBe(true);
  });

  it('links and unlinks the categories that differ', () => {
    const body = updateProductBody(loaded, productFormSchema.parse({ ...values, categoryIds: [2, 9, 5] }));
    expect(body).toMatchObject({ changes: {}, link: [9, 5], unlink: [1] });
  });

  it('sends the price rows that changed, and only those', () => {
    const typed = {
      ...values,
      prices: [first, { ...second, price: 4.4 }],
    };
    expect(updateProductBody(loaded, productFormSchema.parse(typed))).toMatchObject({
      changes: {},
      prices: [{ userTypeId: 2, price: 4.4, minimumQuantity: 1, quantityStep: 1 }],
    });
    const cleared = { ...values, prices: [{ ...first, price: null }, second] };
    expect(updateProductBody(loaded, productFormSchema.parse(cleared))?.prices).toEqual([
      { userTypeId: 1, price: null, minimumQuantity: 6, quantityStep: 6 },
    ]);
  });

  it('counts a change back to the loaded value as no change (Save disabled again)', () => {
    expect(hasChanges(loaded, { ...values, productName: 'Milk 2%' })).toBe(true);
    expect(hasChanges(loaded, { ...values, productName: ' Milk 3% ' })).toBe(false);
    expect(hasChanges(loaded, { ...values, categoryIds: [2, 1] })).toBe(false);
    expect(hasChanges(loaded, { ...values, outOfStock: true })).toBe(true);
  });

  it('reads the values as the schema does, even while one is not valid yet', () => {
    expect(draftOf({ ...values, onlinePrice: null, barcode: ' ' })).toMatchObject({
      onlinePrice: 0,
      barcode: null,
    });
  });
});

describe('tabOfField', () => {
  it('names the tab of a refused field', () => {
    expect(tabOfField('barcode')).toBe('details');
    expect(tabOfField('categoryIds')).toBe('categories');
    expect(tabOfField('prices.1.quantityStep')).toBe('prices');
    expect(tabOfField('prices')).toBe('prices');
  });
});
