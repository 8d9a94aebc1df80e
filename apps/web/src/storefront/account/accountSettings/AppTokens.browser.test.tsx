import { type AppToken, tokenEndpoints } from '@grocery/contracts';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answering, fakeEndpoints } from '../../../api/testing/fakeServer';
import { renderShopperPage } from '../../shared/testing/renderShopperPage';
import { AppTokens } from './AppTokens';

const ok = { reject: false, reason: null } as const;
const phone: AppToken = {
  tokenId: 12,
  deviceName: 'Noa’s phone',
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: '2026-11-29T17:30:00.000Z',
  expiresAt: '2026-12-20T08:00:00.000Z',
  current: false,
};
const tablet: AppToken = { ...phone, tokenId: 13, deviceName: 'Kitchen tablet' };

const renderTokens = (language: 'en' | 'he' = 'en') =>
  renderShopperPage(language, <AppTokens />, {
    route: '/:lang/account-settings',
    path: `/${language}/account-settings`,
  });

test('lists each app with its device, last use and end, in the page’s language', async () => {
  fakeEndpoints(answering(tokenEndpoints.list, () => ({ ...ok, tokens: [phone, tablet] })));
  const screen = await renderTokens('he');
  await expect.element(screen.getByText('Noa’s phone')).toBeVisible();
  await expect.element(screen.getByText('Kitchen tablet')).toBeVisible();
  await expect.element(screen.getByText(/שימוש אחרון 29\.11\.2026, 19:30/).first()).toBeVisible();
});

test('no app: says so', async () => {
  fakeEndpoints(answering(tokenEndpoints.list, () => ({ ...ok, tokens: [] })));
  const screen = await renderTokens();
  await expect.element(screen.getByText('No app is signed in to your account.')).toBeVisible();
});

test('signing an app out revokes its token and lists the rest', async () => {
  let tokens = [phone, tablet];
  const server = fakeEndpoints(
    answering(tokenEndpoints.list, () => ({ ...ok, tokens })),
    answering(tokenEndpoints.revoke, (request) => {
      tokens = tokens.filter((token) => String(token.tokenId) !== request.params.tokenId);
      return ok;
    }),
  );
  const screen = await renderTokens();
  await userEvent.click(screen.getByRole('button', { name: 'Sign out: Noa’s phone' }));
  await expect.element(screen.getByText('The app has been signed out.')).toBeVisible();
  expect(screen.getByText('Noa’s phone').elements()).toHaveLength(0);
  expect(server.sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(
    ['/api/tokens/12'],
  );
});

test('a failed load says so and offers a retry', async () => {
  let failing = true;
  fakeEndpoints(
    answering(tokenEndpoints.list, () => {
      if (failing) throw new Error('down');
      return { ...ok, tokens: [phone] };
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const screen = await renderTokens();
  await expect
    .element(screen.getByText('We could not load the apps signed in to your account.'))
    .toBeVisible();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await expect.element(screen.getByText('Noa’s phone')).toBeVisible();
});
