import type { LanguageCode } from '@grocery/contracts';
import { MemoryRouter } from 'react-router-dom';
import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { PriceTag } from './PriceTag';

type Tag = Parameters<typeof PriceTag>[0];
const base = { onlinePrice: 16.9, promotionPrice: null, customerPrice: null, unitPrice: 16.9 };

async function renderAt(language: LanguageCode, tag: Tag) {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'he' ? 'rtl' : 'ltr';
  return render(
    <MemoryRouter
      initialEntries={[`/${language}`]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <PriceTag {...tag} />
    </MemoryRouter>,
  );
}

test('a package of 454 g shows its price per 100 g, in English and in Hebrew', async () => {
  const packaged: Tag = { ...base, unit: 'unit', packageQuantity: 454, packageUnit: 'g' };
  const english = await renderAt('en', packaged);
  await expect.element(english.getByTestId('measure-price')).toHaveTextContent('₪3.72 per 100 g');
  await english.unmount();
  const hebrew = await renderAt('he', packaged);
  await expect.element(hebrew.getByTestId('measure-price')).toHaveTextContent('₪3.72 ל-100 גרם');
});

test('weighed cheese at ₪139 per kg shows ₪13.90 per 100 g; the shopper’s own price is the base', async () => {
  const cheese: Tag = {
    ...base,
    unitPrice: 139,
    onlinePrice: 139,
    unit: 'kg',
    packageQuantity: null,
    packageUnit: null,
  };
  const shown = await renderAt('en', cheese);
  await expect.element(shown.getByTestId('measure-price')).toHaveTextContent('₪13.90 per 100 g');
  await shown.unmount();
  const yours = await renderAt('en', { ...cheese, customerPrice: 120, unitPrice: 120 });
  await expect.element(yours.getByTestId('measure-price')).toHaveTextContent('₪12.00 per 100 g');
});

test('no package, no unit price', async () => {
  const shown = await renderAt('en', { ...base, unit: 'unit', packageQuantity: null, packageUnit: null });
  await expect.element(shown.getByTestId('price')).toBeVisible();
  expect(shown.container.querySelector('[data-testid="measure-price"]')).toBeNull();
});
