import { promotionsEndpoints as endpoints, type Promotion } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answering, type EndpointRequest, fakeEndpoints } from '../../api/testing/fakeServer';
import type { LanguageCode } from '../../i18n/language';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import { PromotionDialog } from './PromotionDialog';
import { categoriesAnswer, ok, productsAnswer, promotion, userTypesAnswer } from './promotionsTestKit';

type Refusal = { reason: string; field?: string };

/** The promotions' endpoints: `loaded` read back, saves answered with `refusal` or taken. */
function dialogServer(loaded: Promotion = promotion(), refusal: Refusal | null = null) {
  const saved = vi.fn((_request: EndpointRequest) =>
    refusal ? { reject: true, ...refusal } : { ...ok, promotion: { ...loaded, version: loaded.version + 1 } },
  );
  const switched = vi.fn(() => ({ ...ok, promotion: { ...loaded, active: !loaded.active, version: 9 } }));
  const previewed = vi.fn((_request: EndpointRequest) => ({
    ...ok,
    lines: [
      {
        productId: 10,
        productName: 'Yogurt strawberry',
        quantity: 3,
        listTotal: 23.7,
        saving: 3.7,
        total: 20,
        byThisPromotion: true,
      },
    ],
    subtotal: 23.7,
    discount: 3.7,
    total: 20,
  }));
  fakeEndpoints(
    answering(endpoints.get, () => ({ ...ok, promotion: loaded })),
    answering(endpoints.create, saved),
    answering(endpoints.update, saved),
    answering(endpoints.setActive, switched),
    answering(endpoints.preview, previewed),
    productsAnswer,
    categoriesAnswer,
    userTypesAnswer,
  );
  return { saved, switched, previewed };
}

async function renderDialog(promotionId: number | null, language: LanguageCode = 'en', canWrite = true) {
  const onClose = vi.fn();
  const permissions = canWrite
    ? (['promotions:read', 'promotions:write'] as const)
    : (['promotions:read'] as const);
  const screen = await renderSignedInAdmin(
    <PromotionDialog promotionId={promotionId} canWrite={canWrite} onClose={onClose} />,
    { language, path: '/promotions', user: adminUser(...permissions) },
  );
  return { screen, onClose };
}

type Screen = Awaited<ReturnType<typeof renderDialog>>['screen'];

async function choose(screen: Screen, box: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: box }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

test('a new "3 for ₪20" on two yogurts is sent as the contract takes it', async () => {
  const api = dialogServer();
  const { screen, onClose } = await renderDialog(null);
  const dialog = screen.getByRole('dialog', { name: 'New promotion' });
  await userEvent.fill(dialog.getByRole('textbox', { name: 'Name (English)' }), 'Yogurts 3 for 20');
  await userEvent.fill(dialog.getByRole('textbox', { name: 'Name (Hebrew)' }), 'יוגורטים 3 ב־20');
  for (const name of ['Yogurt strawberry', 'Yogurt vanilla']) {
    await userEvent.fill(dialog.getByRole('combobox', { name: 'Add a product' }), 'yog');
    await userEvent.click(screen.getByRole('option', { name }));
  }
  await expect.element(dialog.getByText('2 products chosen')).toBeVisible();
  await choose(screen, 'Deal', 'Several for a price (3 for ₪20)');
  await userEvent.fill(dialog.getByRole('textbox', { name: 'How many together' }), '3');
  await userEvent.fill(dialog.getByRole('textbox', { name: 'Price of them together' }), '20');
  await userEvent.fill(dialog.getByLabelText('Starts (shop time)', { exact: false }), '2026-12-01T08:00');
  await userEvent.fill(dialog.getByLabelText('Ends (shop time)', { exact: false }), '2026-12-08T08:00');
  await userEvent.click(dialog.getByRole('button', { name: 'Add promotion' }));

  await expect.poll(() => onClose.mock.calls.length).toBe(1);
  expect(api.saved.mock.calls[0]?.[0].body).toEqual({
    names: { en: 'Yogurts 3 for 20', he: 'יוגורטים 3 ב־20' },
    descriptions: {},
    target: 'products',
    productIds: [10, 11],
    categoryIds: [],
    reward: { kind: 'bundle', quantity: 3, price: 20 },
    minQuantity: null,
    minOrderTotal: null,
    limitPerOrder: null,
    startsAt: '2026-12-01T08:00',
    endsAt: '2026-12-08T08:00',
    userTypeIds: [],
    combines: false,
    onCustomerPrice: 'lower',
    active: true,
  });
  await expect.element(screen.getByText('Promotion added.')).toBeVisible();
});

test('a percent off a category, edited, is sent with its version', async () => {
  const dairy = promotion({
    target: 'categories',
    productIds: [],
    categoryIds: [5],
    reward: { kind: 'percent_off', percent: 20 },
    userTypeIds: [7],
  });
  const api = dialogServer(dairy);
  const { screen, onClose } = await renderDialog(4);
  const dialog = screen.getByRole('dialog', { name: 'Edit promotion' });
  const percent = dialog.getByRole('textbox', { name: 'Percent off' });
  await expect.element(percent).toHaveValue('20');
  await userEvent.fill(percent, '15');
  await userEvent.click(dialog.getByRole('button', { name: 'Save promotion' }));
  await expect.poll(() => onClose.mock.calls.length).toBe(1);
  expect(api.saved.mock.calls[0]?.[0].params).toEqual({ promotionId: '4' });
  expect(api.saved.mock.calls[0]?.[0].body).toMatchObject({
    target: 'categories',
    categoryIds: [5],
    productIds: [],
    reward: { kind: 'percent_off', percent: 15 },
    userTypeIds: [7],
    version: 3,
  });
});

test('the form says what the contract refuses: an end before the start, a bundle on the whole order', async () => {
  const api = dialogServer();
  const { screen } = await renderDialog(4);
  const dialog = screen.getByRole('dialog', { name: 'Edit promotion' });
  await expect.element(dialog.getByText('1 product chosen')).toBeVisible();
  await userEvent.fill(dialog.getByLabelText('Ends (shop time)', { exact: false }), '2026-11-30T08:00');
  await choose(screen, 'Applies to', 'The whole order');
  await userEvent.click(dialog.getByRole('button', { name: 'Save promotion' }));
  await expect.element(dialog.getByText('The promotion must end after it starts.')).toBeVisible();
  await expect
    .element(dialog.getByText('A deal on the whole order is a percent or an amount off.'))
    .toBeVisible();
  expect(api.saved).not.toHaveBeenCalled();
});

test('a refusal of the server is said on its field, in Hebrew right to left', async () => {
  dialogServer(promotion(), { reason: 'PRICE_NOT_LOWER', field: 'reward.price' });
  const { screen, onClose } = await renderDialog(4, 'he');
  const dialog = screen.getByRole('dialog', { name: 'עריכת מבצע' });
  await expect.element(dialog).toBeVisible();
  expect(getComputedStyle(dialog.element()).direction).toBe('rtl');
  await expect.element(dialog.getByText('נבחר מוצר 1')).toBeVisible();
  await expect.element(dialog.getByText('Yogurt strawberry')).toBeVisible();
  const price = dialog.getByRole('textbox', { name: 'המחיר שלהם יחד' });
  await userEvent.fill(price, '30');
  await userEvent.click(dialog.getByRole('button', { name: 'שמירת המבצע' }));
  await expect.element(dialog.getByText('מחיר המבצע צריך להיות נמוך ממחיר המוצרים.')).toBeVisible();
  expect(price.element().getAttribute('aria-invalid')).toBe('true');
  expect(onClose).not.toHaveBeenCalled();
});

test('an imported promotion opens read-only but for its switch', async () => {
  const imported = promotion({ source: 'pos', sourceKey: '8812' });
  const api = dialogServer(imported);
  const { screen } = await renderDialog(4);
  const dialog = screen.getByRole('dialog', { name: 'Promotion' });
  await expect
    .poll(() => dialog.getByTestId('imported-note').element().textContent)
    .toContain('This promotion comes from the price file (8812)');
  await expect.element(dialog.getByRole('textbox', { name: 'Name (English)' })).toBeDisabled();
  await expect.element(dialog.getByRole('textbox', { name: 'Price of them together' })).toBeDisabled();
  expect(dialog.getByRole('button', { name: 'Save promotion' }).elements()).toHaveLength(0);

  await userEvent.click(dialog.getByRole('switch', { name: 'On: Yogurts 3 for 20' }), { force: true });
  await expect.poll(() => api.switched.mock.calls.length).toBe(1);
  expect(api.saved).not.toHaveBeenCalled();
});

test('the preview prices a made-up cart: each line, and what the shopper pays', async () => {
  const api = dialogServer();
  const { screen } = await renderDialog(4);
  const dialog = screen.getByRole('dialog', { name: 'Edit promotion' });
  await expect.element(dialog.getByText('1 product chosen')).toBeVisible();
  await userEvent.fill(dialog.getByRole('combobox', { name: 'Add a product to the cart' }), 'straw');
  await userEvent.click(screen.getByRole('option', { name: 'Yogurt strawberry' }));
  await userEvent.fill(dialog.getByRole('textbox', { name: 'Quantity of Yogurt strawberry' }), '3');
  await choose(screen, 'Shopper’s customer types', 'Business');
  await userEvent.keyboard('{Escape}');
  await userEvent.click(dialog.getByRole('button', { name: 'Price the cart' }));

  const preview = dialog.getByTestId('promotion-preview');
  await expect
    .element(preview.getByText('The shopper pays \u2066₪20.00\u2069 (saves \u2066₪3.70\u2069).'))
    .toBeVisible();
  await expect.element(preview.getByText('₪23.70')).toBeVisible();
  await expect.element(preview.getByText('By this promotion')).toBeVisible();
  const body = api.previewed.mock.calls[0]?.[0].body as Record<string, unknown>;
  expect(body.lines).toEqual([{ productId: 10, quantity: 3 }]);
  expect(body.userTypeIds).toEqual([7]);
  expect(body.promotion).toMatchObject({
    reward: { kind: 'bundle', quantity: 3, price: 20 },
    productIds: [10],
  });
});
