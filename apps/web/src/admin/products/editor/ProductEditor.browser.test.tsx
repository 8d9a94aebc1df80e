import type { AdminProduct } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { LanguageCode } from '../../../i18n/language';
import { renderAdmin } from '../../shared/testing/renderAdmin';
import { ProductEditor, type ProductSave, type ProductSaveAnswer } from './ProductEditor';
import type { LoadedPriceRow } from './productForm';

const product: AdminProduct = {
  productId: 12,
  productName: 'Milk 3%',
  barcode: '4006381333931',
  externalId: null,
  posCode: null,
  imageFile: null,
  onlinePrice: 6.9,
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
  shortDesc: null,
  longDesc: null,
  slugUrl: null,
  costPrice: null,
  minimumQuantity: 1,
  quantityStep: 1,
  imageFileHighRes: null,
  manufacturer: null,
  countryOfOrigin: null,
  packageQuantity: null,
  packageUnit: null,
  posMeasurePrice: null,
  version: 4,
  categories: [{ categoryId: 1, categoryName: 'Dairy' }],
};
const prices: LoadedPriceRow[] = [
  { userTypeId: 3, userTypeName: 'Business', price: null, minimumQuantity: 1, quantityStep: 1 },
];
const categoryOptions = [
  { value: 1, label: 'Dairy' },
  { value: 2, label: 'Bakery' },
];

type Options = {
  isNew?: boolean;
  loaded?: AdminProduct;
  language?: LanguageCode;
  answer?: ProductSaveAnswer;
};

async function renderEditor({ isNew = false, loaded = product, language = 'en', answer }: Options = {}) {
  const onSave = vi.fn(
    async (_save: ProductSave): Promise<ProductSaveAnswer> => answer ?? { reject: false, product },
  );
  const onSaved = vi.fn();
  const onReload = vi.fn();
  const screen = await renderAdmin(
    <ProductEditor
      loaded={isNew ? null : { product: loaded, prices }}
      priceRows={prices}
      canPrice
      categoryOptions={categoryOptions}
      onSave={onSave}
      onSaved={onSaved}
      onCancel={() => {}}
      onReload={onReload}
    />,
    { language, path: isNew ? '/products/new' : '/products/12' },
  );
  return { screen, onSave, onSaved, onReload };
}

test('an edit: Save is disabled until something differs from the product as loaded', async () => {
  const { screen } = await renderEditor();
  const save = screen.getByRole('button', { name: 'Save', exact: true });
  const name = screen.getByRole('textbox', { name: 'Name' });
  await expect.element(save).toBeDisabled();
  await userEvent.fill(name, 'Milk 1%');
  await expect.element(save).toBeEnabled();
  await userEvent.fill(name, 'Milk 3% ');
  await expect.element(save).toBeDisabled();
  await userEvent.click(screen.getByRole('tab', { name: 'Categories' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Categories' }));
  await userEvent.click(screen.getByRole('option', { name: 'Bakery' }));
  await expect.element(save).toBeEnabled();
});

test('an edit sends only what changed with the version loaded, then goes back', async () => {
  const { screen, onSave, onSaved } = await renderEditor();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Out of stock' }));
  await userEvent.click(screen.getByRole('tab', { name: 'Prices' }));
  await userEvent.fill(screen.getByRole('textbox', { name: 'Price for Business' }), '5.5');
  await userEvent.click(screen.getByRole('button', { name: 'Save', exact: true }));
  await expect.poll(() => onSaved.mock.calls.length).toBe(1);
  expect(onSave).toHaveBeenCalledWith({
    kind: 'update',
    body: {
      version: 4,
      changes: { outOfStock: true },
      link: [],
      unlink: [],
      prices: [{ userTypeId: 3, price: 5.5, minimumQuantity: 1, quantityStep: 1 }],
    },
  });
});

test('a product the POS brought shows what the POS says beside the price; none of it for others', async () => {
  const described = {
    ...product,
    posCode: '11182700916',
    manufacturer: 'סוגת',
    countryOfOrigin: null,
    packageQuantity: 454,
    packageUnit: 'g' as const,
    posMeasurePrice: 3.72,
  };
  const { screen } = await renderEditor({ loaded: described });
  await expect.element(screen.getByTestId('pos-details')).toBeVisible();
  const facts = [...screen.getByTestId('pos-details').element().children].map((fact) => fact.textContent);
  expect(facts).toEqual(['Manufacturer: סוגת', 'Package: 454 g', 'Unit price (POS): ₪3.72']);
});

test('a product no POS described shows no POS details', async () => {
  const { screen } = await renderEditor({ loaded: product });
  await expect.element(screen.getByRole('textbox', { name: 'Name' })).toBeVisible();
  expect(screen.container.querySelector('[data-testid="pos-details"]')).toBeNull();
});

test('a product the POS brought shows its POS code, read only', async () => {
  const { screen, onSave } = await renderEditor({ loaded: { ...product, posCode: '0072900012' } });
  const code = screen.getByRole('textbox', { name: 'POS code' });
  await expect.element(code).toHaveValue('0072900012');
  await expect.element(code).toHaveAttribute('readonly');
  await userEvent.type(code, '9');
  await expect.element(code).toHaveValue('0072900012');
  await expect.element(screen.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  expect(onSave).not.toHaveBeenCalled();
});

test('a product the shop deactivated while the POS still sells it says the sync keeps it inactive, in Hebrew', async () => {
  const recalled = { ...product, posCode: '0072900012', active: false, shopInactive: true, posActive: true };
  const { screen } = await renderEditor({ loaded: recalled, language: 'he' });
  const note = screen.getByText(
    'הושבת על ידי החנות; הקופה עדיין מוכרת אותו. הסנכרון ישאיר אותו לא פעיל עד שתפעילו אותו.',
  );
  await expect.element(note).toBeVisible();
  // Ticking Active answers it: the note goes.
  await userEvent.click(screen.getByRole('checkbox', { name: 'פעיל' }));
  await expect.element(note).not.toBeInTheDocument();
});

test('a product the POS no longer sells, or one the sync deactivated, has no such note', async () => {
  const { screen } = await renderEditor({
    loaded: { ...product, posCode: '0072900012', active: false, shopInactive: true, posActive: false },
  });
  await expect.element(screen.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
  expect(screen.getByText(/still sells it/).query()).toBeNull();
});

test('a product made here shows no POS code', async () => {
  const { screen } = await renderEditor();
  await expect.element(screen.getByRole('textbox', { name: 'Name' })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'POS code' }).query()).toBeNull();
});

test('a refusal naming a field shows on that field, in Hebrew', async () => {
  const answer = { reject: true as const, reason: 'BARCODE_TAKEN', field: 'barcode' };
  const { screen, onSaved } = await renderEditor({ language: 'he', answer });
  await userEvent.fill(screen.getByRole('textbox', { name: 'ברקוד' }), '7290000000008');
  await userEvent.click(screen.getByRole('button', { name: 'שמירה', exact: true }));
  await expect.element(screen.getByText('למוצר אחר כבר יש את הברקוד הזה')).toBeVisible();
  await expect
    .element(screen.getByRole('textbox', { name: 'ברקוד' }))
    .toHaveAttribute('aria-invalid', 'true');
  expect(onSaved).not.toHaveBeenCalled();
});

test('a conflict says so and offers a reload', async () => {
  const { screen, onReload, onSaved } = await renderEditor({ answer: { reject: true, reason: 'CONFLICT' } });
  await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Milk 1%');
  await userEvent.click(screen.getByRole('button', { name: 'Save', exact: true }));
  await expect.element(screen.getByText(/Someone else saved this product/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onReload).toHaveBeenCalledTimes(1);
  expect(onSaved).not.toHaveBeenCalled();
});

test('a new product: Save is enabled, a blank name is refused on its field and nothing is sent', async () => {
  const { screen, onSave } = await renderEditor({ isNew: true });
  const save = screen.getByRole('button', { name: 'Save', exact: true });
  await expect.element(save).toBeEnabled();
  await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), '   ');
  await userEvent.click(save);
  await expect.element(screen.getByText('Name is required')).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('tab', { name: 'Images' }));
  await expect.element(screen.getByText('Save the product to add images.')).toBeVisible();
});

test('a decimal minimum for goods sold by the unit is refused on the Prices tab, which opens', async () => {
  const { screen, onSave } = await renderEditor({ isNew: true });
  await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Bread');
  await userEvent.click(screen.getByRole('tab', { name: 'Prices' }));
  await userEvent.fill(screen.getByRole('textbox', { name: 'Minimum quantity for Business' }), '1.5');
  await userEvent.click(screen.getByRole('tab', { name: 'Product Details' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save', exact: true }));
  await expect
    .element(
      screen.getByText('Minimum quantity for Business must be a whole number for goods sold by the unit'),
    )
    .toBeVisible();
  await expect.element(screen.getByRole('tab', { name: 'Prices' })).toHaveAttribute('aria-selected', 'true');
  expect(onSave).not.toHaveBeenCalled();
});

test('a new product is created in one call with its categories and the prices that say something', async () => {
  const { screen, onSave, onSaved } = await renderEditor({ isNew: true });
  await userEvent.fill(screen.getByRole('textbox', { name: 'Name' }), 'Bread');
  await userEvent.click(screen.getByRole('tab', { name: 'Categories' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Categories' }));
  await userEvent.click(screen.getByRole('option', { name: 'Bakery' }));
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: 'Save', exact: true }));
  await expect.poll(() => onSaved.mock.calls.length).toBe(1);
  expect(onSave.mock.calls[0]?.[0]).toMatchObject({
    kind: 'create',
    body: { productName: 'Bread', onlinePrice: 0, outOfStock: false, categoryIds: [2], prices: [] },
  });
});
