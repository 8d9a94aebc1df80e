import type { LanguageCode, Permission, User } from '@grocery/contracts';
import { type ReactNode, useLayoutEffect } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { AppStateProvider, useAppActions } from '../../state/appState';
import { renderAdmin } from '../shared/testing/renderAdmin';
import { DashboardPage } from './DashboardPage';
import type { DashboardAnswer, DashboardLoader } from './queries';

afterEach(() => {
  vi.restoreAllMocks();
});

const answer: DashboardAnswer = {
  reject: false,
  reason: null,
  timeZone: 'Asia/Jerusalem',
  currencySymbol: '₪',
  today: { orders: 12, revenue: 1234.5, from: '2026-11-24', to: '2026-11-24' },
  week: { orders: 1, revenue: 99.9, from: '2026-11-22', to: '2026-11-24' },
  waiting: [
    { status: 'pending', orders: 3 },
    { status: 'confirmed', orders: 0 },
    { status: 'picking', orders: 7 },
    { status: 'packed', orders: 2 },
    { status: 'out_for_delivery', orders: 5 },
    { status: 'delivery_failed', orders: 1 },
  ],
  topProducts: [
    { productId: 41, productName: 'Cheese', quantity: 30, revenue: 900, orders: 12 },
    { productId: 7, productName: 'Apples', quantity: 12.345, revenue: 110.25, orders: 4 },
  ],
};

const emptyAnswer: DashboardAnswer = {
  ...answer,
  today: { ...answer.today, orders: 0, revenue: 0 },
  week: { ...answer.week, orders: 0, revenue: 0 },
  waiting: answer.waiting.map((entry) => ({ ...entry, orders: 0 })),
  topProducts: [],
};

function SignedIn({ permissions, children }: { permissions: Permission[]; children: ReactNode }) {
  const { setUser, setLoading } = useAppActions();
  useLayoutEffect(() => {
    const user: User = {
      userId: 7,
      displayName: 'Test Admin',
      email: 'admin@example.com',
      preferredLanguageCode: 'en',
      permissions: ['admin_access', ...permissions],
    };
    setUser(user);
    setLoading(false);
  }, [permissions, setUser, setLoading]);
  return children;
}

function renderDashboard(
  load: DashboardLoader,
  {
    permissions = ['orders:read'],
    language = 'en',
  }: { permissions?: Permission[]; language?: LanguageCode } = {},
) {
  return renderAdmin(
    <AppStateProvider>
      <SignedIn permissions={permissions}>
        <DashboardPage load={load} />
      </SignedIn>
    </AppStateProvider>,
    { language },
  );
}

/** A promise resolved from outside: the answer arrives when the test says. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const textOf = (locator: { element: () => Element }) => () => locator.element().textContent ?? '';

test('keeps the title and shows a skeleton, then the figures, each linking to the filtered orders grid', async () => {
  const pending = deferred<DashboardAnswer>();
  const load = vi.fn<DashboardLoader>(() => pending.promise);
  const screen = await renderDashboard(load);
  await expect
    .element(screen.getByRole('heading', { name: 'FreshCart Back Office', level: 1 }))
    .toBeVisible();
  await expect.element(screen.getByText('Administration System v1.0')).toBeVisible();
  await expect.element(screen.getByTestId('dashboard-loading')).toBeInTheDocument();
  await expect.element(screen.getByRole('status')).toHaveTextContent('Loading the figures…');
  expect(load).toHaveBeenCalledWith('en', expect.anything());

  pending.resolve(answer);
  const today = screen.getByRole('article', { name: 'Today' });
  await expect
    .element(today.getByRole('link', { name: '12 orders' }))
    .toHaveAttribute('href', '/admin/en/orders?createdFrom=2026-11-24&createdTo=2026-11-24');
  await expect.poll(textOf(today)).toContain('₪1,234.50');
  await expect.poll(textOf(today)).toContain('24/11/2026');
  expect(document.querySelector('[data-testid="dashboard-loading"]')).toBeNull();

  const week = screen.getByRole('article', { name: 'This week' });
  await expect
    .element(week.getByRole('link', { name: '1 order' }))
    .toHaveAttribute('href', '/admin/en/orders?createdFrom=2026-11-22&createdTo=2026-11-24');
  await expect.poll(textOf(week)).toContain('Since Sunday, 22/11/2026');
  await expect.poll(textOf(week)).toContain('₪99.90');

  const waiting = screen.getByRole('article', { name: 'Waiting for the shop' });
  const links = waiting.getByRole('link').elements();
  expect(links.map((link) => link.textContent)).toEqual([
    'Pending3',
    'Confirmed0',
    'Being picked7',
    'Packed2',
    'Out for delivery5',
    'Delivery failed1',
  ]);
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/admin/en/orders?status=pending',
    '/admin/en/orders?status=confirmed',
    '/admin/en/orders?status=picking',
    '/admin/en/orders?status=packed',
    '/admin/en/orders?status=out_for_delivery',
    '/admin/en/orders?status=delivery_failed',
  ]);

  const top = screen.getByRole('article', { name: 'Best sellers this week' });
  await expect
    .element(top.getByRole('link', { name: 'Cheese' }))
    .toHaveAttribute('href', '/admin/en/orders?productId=41&createdFrom=2026-11-22&createdTo=2026-11-24');
  const apples = top.getByRole('row', { name: /Apples/ });
  await expect.poll(textOf(apples)).toBe('Apples12.3454₪110.25');
});

test('in Hebrew: the texts, the plural forms and a right-to-left page', async () => {
  const screen = await renderDashboard(async () => answer, { language: 'he' });
  const today = screen.getByRole('article', { name: 'היום' });
  await expect
    .element(today.getByRole('link', { name: '12 הזמנות' }))
    .toHaveAttribute('href', '/admin/he/orders?createdFrom=2026-11-24&createdTo=2026-11-24');
  const week = screen.getByRole('article', { name: 'השבוע' });
  await expect.element(week.getByRole('link', { name: 'הזמנה אחת' })).toBeVisible();
  await expect.poll(textOf(week)).toContain('מיום ראשון, 22.11.2026');
  const waiting = screen.getByRole('article', { name: 'ממתינות לטיפול החנות' });
  await expect
    .element(waiting.getByRole('link', { name: /בליקוט/ }))
    .toHaveAttribute('href', '/admin/he/orders?status=picking');
  expect(getComputedStyle(document.querySelector('.dashboard-card') as Element).direction).toBe('rtl');
  // Each card starts on the right: its figure (as wide as its text) sits at the card's right edge.
  const card = week.element().getBoundingClientRect();
  const figure = week.getByRole('link').element().getBoundingClientRect();
  expect(card.right - figure.right).toBeLessThan(30);
  expect(figure.left - card.left).toBeGreaterThan(60);
});

test('in Thai', async () => {
  const screen = await renderDashboard(async () => answer, { language: 'th' });
  const today = screen.getByRole('article', { name: 'วันนี้' });
  await expect.element(today.getByRole('link', { name: '12 คำสั่งซื้อ' })).toBeVisible();
  await expect
    .element(
      screen.getByRole('article', { name: 'สินค้าขายดีประจำสัปดาห์' }).getByRole('link', { name: 'Cheese' }),
    )
    .toBeVisible();
});

test('an empty shop: zeros, with a word for each empty part', async () => {
  const screen = await renderDashboard(async () => emptyAnswer);
  const today = screen.getByRole('article', { name: 'Today' });
  await expect.element(today.getByRole('link', { name: '0 orders' })).toBeVisible();
  await expect.element(today.getByText('No orders yet today.')).toBeVisible();
  await expect.element(screen.getByText('No orders yet this week.')).toBeVisible();
  await expect.element(screen.getByText('No order is waiting.')).toBeVisible();
  const top = screen.getByRole('article', { name: 'Best sellers this week' });
  await expect.element(top.getByText('Nothing sold yet this week.')).toBeVisible();
  expect(top.getByRole('table').elements()).toHaveLength(0);
});

test('a failed load shows the message and a retry that loads the figures', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  let failing = true;
  const load = vi.fn<DashboardLoader>(async () => {
    if (failing) throw new Error('server down');
    return answer;
  });
  const screen = await renderDashboard(load);
  // The admin query client retries a failed call once (about a second later) before giving up.
  await expect
    .element(screen.getByText('Failed to load the dashboard figures.'), { timeout: 5000 })
    .toBeVisible();
  expect(logged).toHaveBeenCalledWith(
    'Failed to load the dashboard figures.',
    expect.objectContaining({ message: 'server down' }),
  );
  await expect.element(screen.getByText('FreshCart Back Office')).toBeVisible();

  failing = false;
  await screen.getByRole('button', { name: 'Try again' }).click();
  await expect.element(screen.getByRole('link', { name: '12 orders' })).toBeVisible();
});

test('an admin without orders:read sees the page as before, and nothing is asked of the server', async () => {
  const load = vi.fn<DashboardLoader>(async () => answer);
  const screen = await renderDashboard(load, { permissions: ['catalogue:read'] });
  await expect.element(screen.getByRole('heading', { name: 'FreshCart Back Office' })).toBeVisible();
  await expect
    .element(screen.getByText('Manage the catalogue, orders, customers and deliveries from the menu.'))
    .toBeVisible();
  expect(screen.getByText('Orders at a glance').elements()).toHaveLength(0);
  expect(load).not.toHaveBeenCalled();
});
