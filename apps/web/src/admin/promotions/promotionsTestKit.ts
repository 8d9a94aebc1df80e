import {
  type AdminProductRow,
  categoriesAdminEndpoints,
  type Promotion,
  type PromotionListRow,
  productsAdminEndpoints,
  userTypesAdminEndpoints,
} from '@grocery/contracts';
import { answering } from '../../api/testing/fakeServer';

/** Fixtures and answers shared by the promotions' component tests. */

export const ok = { reject: false, reason: null } as const;

export function promotionRow(over: Partial<PromotionListRow> = {}): PromotionListRow {
  return {
    promotionId: 4,
    source: 'shop',
    sourceKey: null,
    target: 'products',
    reward: { kind: 'bundle', quantity: 3, price: 20 },
    startsAt: '2026-12-01T00:00',
    endsAt: '2026-12-08T00:00',
    active: true,
    state: 'current',
    userTypeIds: [],
    name: 'Yogurts 3 for 20',
    products: 3,
    categories: 0,
    version: 1,
    ...over,
  };
}

export function promotion(over: Partial<Promotion> = {}): Promotion {
  return {
    promotionId: 4,
    source: 'shop',
    sourceKey: null,
    names: { en: 'Yogurts 3 for 20', he: 'יוגורטים 3 ב־20' },
    descriptions: {},
    target: 'products',
    productIds: [10],
    categoryIds: [],
    reward: { kind: 'bundle', quantity: 3, price: 20 },
    minQuantity: null,
    minOrderTotal: null,
    limitPerOrder: null,
    startsAt: '2026-12-01T00:00',
    endsAt: '2026-12-08T00:00',
    userTypeIds: [],
    combines: false,
    onCustomerPrice: 'lower',
    active: true,
    state: 'future',
    version: 3,
    createdAt: '2026-11-29T10:00:00.000Z',
    modifiedAt: '2026-11-29T10:00:00.000Z',
    ...over,
  };
}

export function productRow(productId: number, productName: string): AdminProductRow {
  return {
    productId,
    productName,
    baseName: productName,
    barcode: null,
    externalId: null,
    posCode: null,
    imageFile: null,
    onlinePrice: 7.9,
    consumerPrice: null,
    promotionPrice: null,
    active: true,
    outOfStock: false,
    unit: 'unit',
    createdAt: '2026-01-02T03:04:05.000Z',
    modifiedAt: '2026-01-02T03:04:05.000Z',
    syncedAt: null,
    shopInactive: false,
    posActive: null,
  };
}

const products = [
  productRow(10, 'Yogurt strawberry'),
  productRow(11, 'Yogurt vanilla'),
  productRow(12, 'Bread'),
];

/** The products list as the pickers ask it: by a part of the name, or by one id. */
export const productsAnswer = answering(productsAdminEndpoints.page, ({ query }) => {
  const q = (query.get('q') ?? '').toLowerCase();
  const id = Number(query.get('productId') ?? 0);
  const rows = products.filter((row) =>
    id ? row.productId === id : row.productName.toLowerCase().includes(q),
  );
  return { ...ok, total: rows.length, items: rows, pageIndex: 0, pageSize: 20 };
});

export const categoriesAnswer = answering(categoriesAdminEndpoints.page, () => ({
  ...ok,
  total: 2,
  pageIndex: 0,
  pageSize: 100,
  items: [5, 6].map((categoryId) => ({
    categoryId,
    categoryName: categoryId === 5 ? 'Dairy' : 'Bakery',
    active: true,
    imageFile: null,
    externalId: null,
    sortOrder: 0,
    totalProducts: 4,
    userTypeIds: [],
  })),
}));

export const userTypesAnswer = answering(userTypesAdminEndpoints.list, () => ({
  ...ok,
  userTypes: [
    { userTypeId: 7, name: 'Business', description: null, categoryIds: [], userCount: 2, priceCount: 0 },
  ],
}));
