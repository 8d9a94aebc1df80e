import { type Notification, notificationEndpoints } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answering, fakeEndpoints } from '../../api/testing/fakeServer';
import { renderShopperPage } from '../shared/testing/renderShopperPage';
import { NotificationsPage } from './NotificationsPage';

const ok = { reject: false, reason: null } as const;
const confirmed: Notification = {
  notificationId: 1,
  subject: 'Order 100245 confirmed',
  body: 'We are packing it.',
  createdAt: '2026-11-20T08:00:00.000Z',
  readAt: null,
  orderNumber: '100245',
};
const welcome: Notification = {
  notificationId: 2,
  subject: 'Welcome',
  body: 'Glad to have you.',
  createdAt: '2026-11-21T08:00:00.000Z',
  readAt: '2026-11-21T09:00:00.000Z',
  orderNumber: null,
};

const renderInbox = () =>
  renderShopperPage('en', <NotificationsPage />, {
    route: '/:lang/notifications',
    path: '/en/notifications',
  });

test('newest first; the first unread opens and is marked read once, then shows as read', async () => {
  const server = fakeEndpoints(
    answering(notificationEndpoints.page, () => ({
      ...ok,
      items: [confirmed, welcome],
      total: 2,
      pageIndex: 0,
      pageSize: 50,
      unreadCount: 1,
    })),
    answering(notificationEndpoints.markRead, ({ params }) => ({
      ...ok,
      notification: {
        ...confirmed,
        notificationId: Number(params.notificationId),
        readAt: '2026-11-22T08:00:00.000Z',
      },
    })),
  );
  const screen = await renderInbox();
  const items = screen.getByTestId('notification');
  await expect.element(items.first()).toMatchTextContent('Welcome');
  await expect.element(items.nth(1)).toHaveAttribute('data-unread', 'false');
  await expect
    .element(screen.getByRole('button', { name: /Order 100245 confirmed/ }))
    .toHaveAttribute('aria-expanded', 'true');
  const marked = server.sent.filter((request) => request.path === '/api/notifications/1/read');
  expect(marked).toHaveLength(1);
});

test('an inbox that cannot load shows the empty text', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  fakeEndpoints(
    answering(notificationEndpoints.page, () => {
      throw new Error('down');
    }),
  );
  const screen = await renderInbox();
  await expect.element(screen.getByText('No notifications.')).toBeVisible();
});

test('an inbox longer than a page shows the older notifications on asking', async () => {
  const notice = (notificationId: number) => ({
    ...welcome,
    notificationId,
    subject: `Notice ${notificationId}`,
    createdAt: new Date(Date.UTC(2026, 10, 1) + notificationId * 60_000).toISOString(),
    readAt: '2026-11-22T08:00:00.000Z',
  });
  const all = Array.from({ length: 60 }, (_, index) => notice(60 - index));
  const server = fakeEndpoints(
    answering(notificationEndpoints.page, ({ query }) => {
      const pageIndex = Number(query.get('pageIndex'));
      const pageSize = Number(query.get('pageSize'));
      return {
        ...ok,
        items: all.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
        total: all.length,
        pageIndex,
        pageSize,
        unreadCount: 0,
      };
    }),
  );
  const screen = await renderInbox();
  await expect.element(screen.getByTestId('notification').nth(49)).toBeInTheDocument();
  expect(screen.getByTestId('notification').elements()).toHaveLength(50);
  await userEvent.click(screen.getByRole('button', { name: 'Show older notifications' }));
  await expect.element(screen.getByTestId('notification').nth(59)).toMatchTextContent('Notice 1');
  expect(screen.getByRole('button', { name: 'Show older notifications' }).elements()).toHaveLength(0);
  expect(server.sent.map((request) => `${request.path}?${request.query}`)).toEqual([
    '/api/v2/notifications?pageIndex=0&pageSize=50',
    '/api/v2/notifications?pageIndex=1&pageSize=50',
  ]);
});
