import { promotionsEndpoints as endpoints } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../api/client';
import { answering, type EndpointRequest, fakeEndpoints } from '../../api/testing/fakeServer';
import { adminUser, renderSignedInAdmin } from '../shared/testing/renderSignedInAdmin';
import { PromotionsPage } from './PromotionsPage';
import {
  categoriesAnswer,
  ok,
  productsAnswer,
  promotion,
  promotionRow,
  userTypesAnswer,
} from './promotionsTestKit';

const rows = [
  promotionRow({ version: 3 }),
  promotionRow({
    promotionId: 5,
    name: 'Dairy week',
    target: 'categories',
    products: 0,
    categories: 2,
    reward: { kind: 'percent_off', percent: 20 },
    state: 'future',
  }),
  promotionRow({
    promotionId: 6,
    name: 'מבצע 2+1',
    source: 'pos',
    sourceKey: '8812',
    reward: { kind: 'buy_get', buy: 2, get: 1 },
    state: 'off',
    active: false,
  }),
];

function listServer(
  answer: (request: EndpointRequest) => unknown = () => ({
    ...ok,
    total: 3,
    items: rows,
    pageIndex: 0,
    pageSize: 25,
  }),
) {
  const lists: URLSearchParams[] = [];
  const list = vi.fn((request: EndpointRequest) => {
    lists.push(request.query);
    return answer(request);
  });
  const switched = vi.fn((request: EndpointRequest) => ({
    ...ok,
    promotion: promotion({ active: (request.body as { active: boolean }).active, version: 4 }),
  }));
  fakeEndpoints(
    answering(endpoints.page, list),
    answering(endpoints.get, () => ({ ...ok, promotion: promotion() })),
    answering(endpoints.setActive, switched),
    productsAnswer,
    categoriesAnswer,
    userTypesAnswer,
  );
  return { lists, switched };
}

const render = (path: string, ...permissions: Parameters<typeof adminUser>) =>
  renderSignedInAdmin(<PromotionsPage />, { path, user: adminUser(...permissions) });

test('the rows say the source, what each applies to, the deal in words, the dates in shop time and the state', async () => {
  listServer();
  const screen = await render('/promotions', 'promotions:read', 'promotions:write');
  const grid = screen.getByRole('grid', { name: 'Promotions' });
  await expect.element(grid.getByText('Yogurts 3 for 20')).toBeVisible();
  await expect.element(grid.getByText('3 for \u2066₪20.00\u2069')).toBeVisible();
  await expect.element(grid.getByText('20% off')).toBeVisible();
  await expect.element(grid.getByText('2 + 1')).toBeVisible();
  await expect.element(grid.getByText('2 categories')).toBeVisible();
  await expect.element(grid.getByText('Price file · 8812')).toBeVisible();
  await expect.element(grid.getByText('01/12/2026, 00:00 – 08/12/2026, 00:00').first()).toBeVisible();
  await expect.element(grid.getByText('Future')).toBeVisible();
  await expect.element(grid.getByRole('switch', { name: 'On: מבצע 2+1' })).not.toBeChecked();
  await expect.element(screen.getByRole('button', { name: 'New promotion' })).toBeVisible();
});

test('the filters come from the URL and a change asks again with it', async () => {
  const api = listServer();
  const screen = await render('/promotions?when=current&source=shop', 'promotions:read');
  await expect.poll(() => api.lists.length).toBeGreaterThan(0);
  expect(api.lists[0]?.get('when')).toBe('current');
  expect(api.lists[0]?.get('source')).toBe('shop');
  expect(api.lists[0]?.get('sortBy')).toBe('startsAt');
  await expect.element(screen.getByRole('combobox', { name: 'When' })).toHaveValue('Current');

  await userEvent.click(screen.getByRole('combobox', { name: 'Switched' }));
  await userEvent.click(screen.getByRole('option', { name: 'Off' }));
  await expect.poll(() => api.lists.at(-1)?.get('active')).toBe('false');
  expect(api.lists.at(-1)?.get('when')).toBe('current');
});

test('an empty list says so', async () => {
  listServer(() => ({ ...ok, total: 0, items: [], pageIndex: 0, pageSize: 25 }));
  const screen = await render('/promotions', 'promotions:read');
  await expect.element(screen.getByText('No data')).toBeVisible();
});

test('a list that cannot be read says so', async () => {
  listServer(() => {
    throw new ApiError('Something went wrong.', 500, 'INTERNAL_ERROR', 'ticket-9');
  });
  const screen = await render('/promotions', 'promotions:read');
  await expect.element(screen.getByText('Failed to fetch the promotions.')).toBeVisible();
});

test('a writer switches a promotion off at the version it was read at', async () => {
  const api = listServer();
  const screen = await render('/promotions', 'promotions:read', 'promotions:write');
  await userEvent.click(screen.getByRole('switch', { name: 'On: Yogurts 3 for 20' }), { force: true });
  await expect.poll(() => api.switched.mock.calls.length).toBe(1);
  expect(api.switched.mock.calls[0]?.[0].body).toEqual({ active: false, version: 3 });
  expect(api.switched.mock.calls[0]?.[0].params).toEqual({ promotionId: '4' });
  await expect.element(screen.getByText('The promotion is off.')).toBeVisible();
});

test('a reader sees no new promotion, no switch, and opens a promotion only to look at it', async () => {
  listServer();
  const screen = await render('/promotions', 'promotions:read');
  const grid = screen.getByRole('grid', { name: 'Promotions' });
  await expect.element(grid.getByText('Yogurts 3 for 20')).toBeVisible();
  expect(document.querySelectorAll('[role="switch"]')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'New promotion' }).elements()).toHaveLength(0);

  await userEvent.dblClick(grid.getByText('Yogurts 3 for 20'));
  const dialog = screen.getByRole('dialog', { name: 'Promotion' });
  await expect.element(dialog.getByText('You may see this promotion but not change it.')).toBeVisible();
  await expect.element(dialog.getByRole('textbox', { name: 'Name (English)' })).toBeDisabled();
  expect(dialog.getByRole('button', { name: 'Save promotion' }).elements()).toHaveLength(0);
});
