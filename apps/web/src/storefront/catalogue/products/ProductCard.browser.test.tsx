import type { LanguageCode, Product, ProductDeal } from '@grocery/contracts';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { AppStateProvider } from '../../../state/appState';
import { PriceTag } from '../../shared/catalogue/PriceTag';
import { ProductCard } from './ProductCard';

function renderAt(language: LanguageCode, ui: ReactNode) {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'he' ? 'rtl' : 'ltr';
  return render(
    <MemoryRouter
      initialEntries={[`/${language}/products/3`]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <AppStateProvider>{ui}</AppStateProvider>
    </MemoryRouter>,
  );
}

const deal = (reward: ProductDeal['reward'], forCustomerTypes = false): ProductDeal => ({
  promotionId: 4,
  reward,
  endsAt: '2026-11-30T23:59',
  forCustomerTypes,
  minQuantity: null,
});

const yogurt: Product = {
  productId: 21,
  productName: 'יוגורט טבעי',
  barcode: '7290000000021',
  shortDesc: null,
  unit: 'unit',
  packageQuantity: null,
  packageUnit: null,
  outOfStock: false,
  imageFile: null,
  imageFileHighRes: null,
  categories: [],
  onlinePrice: 7.9,
  promotionPrice: null,
  customerPrice: null,
  unitPrice: 7.9,
  minimumQuantity: 1,
  quantityStep: 1,
  deal: deal({ kind: 'bundle', quantity: 3, price: 20 }, true),
};

test('a card’s bundle deal in Hebrew: what it gives, until when, a club mark; the price left to right', async () => {
  const screen = await renderAt(
    'he',
    <ProductCard
      product={yogurt}
      language="he"
      source={{ source: 'products-list', categoryId: 3, pageIndex: 0 }}
    />,
  );
  const badge = screen.getByTestId('deal-badge');
  await expect.element(badge).toHaveTextContent('מבצע מועדון: מועדון3 ב-₪20.00עד 30.11');
  const money = badge.element().querySelector('bdi');
  expect(money?.textContent).toBe('₪20.00');
  expect(money?.getAttribute('dir')).toBe('ltr');
  expect(getComputedStyle(badge.element()).direction).toBe('rtl');
  // The card's own price is the regular one: the deal takes off in the cart.
  const amount = screen.getByTestId('price').element().querySelector('.price-tag__amount');
  expect(amount?.textContent).toBe('₪7.90');
});

test('without a deal, no badge', async () => {
  const screen = await renderAt(
    'en',
    <ProductCard
      product={{ ...yogurt, deal: null }}
      language="en"
      source={{ source: 'products-list', categoryId: 3, pageIndex: 0 }}
    />,
  );
  await expect.element(screen.getByTestId('price')).toHaveTextContent('₪7.90');
  expect(screen.getByTestId('deal-badge').elements()).toHaveLength(0);
});

test('a unit price deal is the price shown, the regular one struck through; the badge says until when', async () => {
  const screen = await renderAt(
    'en',
    <PriceTag
      unitPrice={44.9}
      onlinePrice={44.9}
      promotionPrice={null}
      customerPrice={null}
      unit="kg"
      packageQuantity={null}
      packageUnit={null}
      deal={deal({ kind: 'unit_price', price: 39.9 })}
    />,
  );
  await expect.element(screen.getByTestId('deal-badge')).toHaveTextContent('Deal: until 30/11');
  const tag = screen.getByTestId('price').element();
  expect(tag.querySelector('.price-tag__label')?.textContent).toBe('Sale');
  expect(tag.querySelector('.price-tag__amount')?.textContent).toBe('₪39.90');
  // The regular price struck through: said once to a screen reader, shown once.
  expect(tag.querySelector('.price-tag__was')?.textContent).toBe('Regular price ₪44.90₪44.90');
  await expect.element(screen.getByTestId('measure-price')).toHaveTextContent('₪3.99 per 100 g');
});
