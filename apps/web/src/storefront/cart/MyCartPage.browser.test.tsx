import { type CartItem, cartEndpoints, catalogueEndpoints, type Product } from '@grocery/contracts';
import { afterEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answering, fakeEndpoints } from '../../api/testing/fakeServer';
import type { LanguageCode } from '../../i18n/language';
import { useAppActions } from '../../state/appState';
import { addToLocalCart, resetLocalCartForTests } from '../shared/cart/localCart';
import { renderShopperPage, testShopper } from '../shared/testing/renderShopperPage';
import { MyCartPage } from './MyCartPage';

afterEach(() => resetLocalCartForTests());

/** Signed in: the server's cart; signed out: the device's. */
function renderCart(language: LanguageCode, signedIn = true, page = <MyCartPage />) {
  return renderShopperPage(language, page, {
    route: '/:lang/my-cart',
    path: `/${language}/my-cart`,
    user: signedIn ? testShopper : null,
  });
}

const hummus: CartItem = {
  cartItemId: 1,
  productId: 31,
  quantity: 3,
  createdAt: '2026-11-29T08:00:00.000Z',
  productName: 'Hummus',
  shortDesc: null,
  imageFile: null,
  barcode: null,
  unit: 'unit',
  packageQuantity: null,
  packageUnit: null,
  onlinePrice: 8.9,
  promotionPrice: null,
  customerPrice: null,
  unitPrice: 8.9,
  listTotal: 26.7,
  saving: 6.7,
  lineTotal: 20,
  promotion: { promotionId: 5, name: '3 for ₪20' },
  promotionEnded: null,
  minimumQuantity: 1,
  quantityStep: 1,
  available: true,
};
const coffee: CartItem = {
  ...hummus,
  cartItemId: 2,
  productId: 32,
  quantity: 1,
  productName: 'Coffee',
  onlinePrice: 32,
  unitPrice: 32,
  listTotal: 32,
  saving: 0,
  lineTotal: 32,
  promotion: null,
  promotionEnded: { name: 'Coffee morning', endsAt: '2026-11-28T18:00' },
};

const cart = {
  reject: false,
  reason: null,
  cartItems: [hummus, coffee],
  totals: {
    subtotal: 58.7,
    discount: 9.3,
    orderPromotion: { promotionId: 9, name: 'Club 5%', saving: 2.6 },
    shipping: 0,
    tax: 0,
    total: 49.4,
  },
};

test('a line’s promotion: its name, what it saves, the list total struck through beside what is paid', async () => {
  fakeEndpoints(answering(cartEndpoints.cart, () => cart));
  const screen = await renderCart('en');
  const line = screen.getByRole('article', { name: 'Hummus' });
  await expect.element(line.getByTestId('line-promotion')).toHaveTextContent('3 for ₪20You save ₪6.70');
  await expect.element(line.getByTestId('line-total')).toHaveTextContent('₪20.00');
  expect(line.element().querySelector('.cart-line__list-total')?.textContent).toBe(
    'Regular price ₪26.70₪26.70',
  );
  const plain = screen.getByRole('article', { name: 'Coffee' });
  await expect.element(plain.getByTestId('line-total')).toHaveTextContent('₪32.00');
  expect(plain.element().querySelector('.cart-line__list-total')).toBeNull();
});

test('the summary: subtotal at list price, the promotions with the order-wide one named, the total to pay', async () => {
  fakeEndpoints(answering(cartEndpoints.cart, () => cart));
  const screen = await renderCart('en');
  await expect.element(screen.getByTestId('cart-total')).toHaveTextContent('₪49.40');
  await expect.element(screen.getByTestId('cart-discount')).toHaveTextContent('-₪9.30');
  await expect.element(screen.getByText('Promotions (Club 5%)')).toBeVisible();
  await expect.element(screen.getByText('₪58.70')).toBeVisible();
});

test('a changed quantity prices the whole cart again: the line’s new saving and the new totals', async () => {
  const fourHummus = { ...hummus, quantity: 4, listTotal: 35.6, saving: 6.7, lineTotal: 28.9 };
  const after = {
    ...cart,
    cartItems: [fourHummus, coffee],
    totals: {
      ...cart.totals,
      subtotal: 67.6,
      discount: 9.75,
      orderPromotion: { ...cart.totals.orderPromotion, saving: 3.05 },
      total: 57.85,
    },
  };
  const carts = [cart, after];
  const server = fakeEndpoints(
    answering(cartEndpoints.cart, () => carts.shift() ?? after),
    answering(cartEndpoints.addItem, () => ({ reject: false, reason: null, cartItem: fourHummus })),
  );
  const screen = await renderCart('en');
  const line = screen.getByRole('article', { name: 'Hummus' });
  await expect.element(screen.getByTestId('cart-total')).toHaveTextContent('₪49.40');
  await userEvent.click(line.getByRole('button', { name: 'More' }));
  await expect.element(screen.getByTestId('cart-total')).toHaveTextContent('₪57.85');
  await expect.element(screen.getByTestId('cart-discount')).toHaveTextContent('-₪9.75');
  await expect.element(line.getByTestId('line-total')).toHaveTextContent('₪28.90');
  expect(server.sent.filter((request) => request.path === '/api/cart/en')).toHaveLength(2);
});

test('a deal that ended says when, in Hebrew, and that the regular price applies', async () => {
  const hebrew = {
    ...cart,
    cartItems: [
      { ...coffee, productName: 'קפה', promotionEnded: { name: 'בוקר קפה', endsAt: '2026-11-28T18:00' } },
    ],
    totals: { ...cart.totals, subtotal: 32, discount: 0, orderPromotion: null, total: 32 },
  };
  const server = fakeEndpoints(answering(cartEndpoints.cart, () => hebrew));
  const screen = await renderCart('he');
  await expect
    .element(screen.getByTestId('promotion-ended'))
    .toHaveTextContent('המבצע ״בוקר קפה״ הסתיים ב-18:00 ב-28.11; חל המחיר הרגיל.');
  await expect.element(screen.getByTestId('cart-total')).toHaveTextContent('₪32.00');
  expect(screen.getByTestId('cart-discount').elements()).toHaveLength(0);
  expect(server.sent[0]?.path).toBe('/api/cart/he');
});

test('the device cart, which the server does not price, shows a line’s deal as its badge, and no saving', async () => {
  const card: Product = {
    productId: 31,
    productName: 'Hummus',
    barcode: null,
    shortDesc: null,
    unit: 'unit',
    packageQuantity: null,
    packageUnit: null,
    outOfStock: false,
    imageFile: null,
    imageFileHighRes: null,
    categories: [],
    onlinePrice: 8.9,
    promotionPrice: null,
    customerPrice: null,
    unitPrice: 8.9,
    minimumQuantity: 1,
    quantityStep: 1,
    deal: {
      promotionId: 5,
      reward: { kind: 'bundle', quantity: 3, price: 20 },
      endsAt: '2026-11-30T23:59',
      forCustomerTypes: false,
      minQuantity: null,
    },
  };
  await addToLocalCart(31, 3000);
  fakeEndpoints(
    answering(catalogueEndpoints.cards, () => ({ reject: false, reason: null, products: [card] })),
  );
  const screen = await renderCart('en', false);
  const line = screen.getByRole('article', { name: 'Hummus' });
  await expect.element(line.getByTestId('deal-badge')).toHaveTextContent('Deal: 3 for ₪20.00until 30/11');
  await expect.element(line.getByTestId('line-total')).toHaveTextContent('₪26.70');
  await expect.element(screen.getByTestId('cart-total')).toHaveTextContent('₪26.70');
  expect(screen.getByTestId('cart-discount').elements()).toHaveLength(0);
  expect(line.getByTestId('line-promotion').elements()).toHaveLength(0);
});

/** The header's sign-in, as far as the cart page sees it: the user becomes known. */
function SignInButton() {
  const { setUser } = useAppActions();
  return (
    <button type="button" onClick={() => setUser(testShopper)}>
      Sign in
    </button>
  );
}

test('signing in on the cart page swaps the device cart for the server’s', async () => {
  const card: Product = {
    productId: 40,
    productName: 'Tea',
    barcode: null,
    shortDesc: null,
    unit: 'unit',
    packageQuantity: null,
    packageUnit: null,
    outOfStock: false,
    imageFile: null,
    imageFileHighRes: null,
    categories: [],
    onlinePrice: 12,
    promotionPrice: null,
    customerPrice: null,
    unitPrice: 12,
    minimumQuantity: 1,
    quantityStep: 1,
    deal: null,
  };
  await addToLocalCart(40, 1000);
  const server = fakeEndpoints(
    answering(catalogueEndpoints.cards, () => ({ reject: false, reason: null, products: [card] })),
    answering(cartEndpoints.cart, () => cart),
  );
  const screen = await renderCart(
    'en',
    false,
    <>
      <SignInButton />
      <MyCartPage />
    </>,
  );
  await expect.element(screen.getByRole('article', { name: 'Tea' })).toBeVisible();
  expect(server.sent.some((request) => request.path === '/api/cart/en')).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await expect.element(screen.getByRole('article', { name: 'Hummus' })).toBeVisible();
  expect(screen.getByRole('article', { name: 'Tea' }).elements()).toHaveLength(0);
  await expect.element(screen.getByTestId('cart-total')).toHaveTextContent('₪49.40');
});
