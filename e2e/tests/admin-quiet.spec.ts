import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { json, signInAsDemo } from '../support/shoppers';

/**
 * Admin pages poll only what they show as live (issue 27): opened and left alone, a page sends no
 * API request over 5 minutes of the page's own clock (Playwright's fake timers, run forward; they
 * tick with real time between), except the dashboard's figures (once a minute) and the sync status while a
 * run is on; and while the tab is hidden, nothing at all.
 */

const dashboardFigures = '/api/admin/dashboard';
const syncStatus = '/api/admin/process/db-sync/status';

/** The id each detail page opens, read from the demo store (a task and a category are made for the test). */
const idOf: Record<string, (request: APIRequestContext) => Promise<number | undefined>> = {
  product: async (request) =>
    (await json<{ items: { productId: number }[] }>(request, '/api/v2/admin/products?pageSize=1')).items[0]
      ?.productId,
  // Its own: another test may delete the category it made while this page watches it.
  category: async (request) => {
    const created = await request.post('/api/admin/categories', {
      // Inactive: the storefront's lists (other tests' first category) never show it.
      data: { categoryName: `Quiet page ${Date.now().toString(36)}`, active: false },
    });
    expect(created.ok(), await created.text()).toBe(true);
    return ((await created.json()) as { category: { categoryId: number } }).category.categoryId;
  },
  userType: async (request) =>
    (await json<{ userTypes: { userTypeId: number }[] }>(request, '/api/admin/user-types')).userTypes[0]
      ?.userTypeId,
  user: async (request) =>
    (await json<{ user: { userId: number } }>(request, '/api/users/authenticate')).user.userId,
  task: async (request) => {
    const created = await request.post('/api/admin/development/tasks', {
      data: { taskName: `Quiet page ${Date.now().toString(36)}`, shortDescription: 'Left open' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    return ((await created.json()) as { task: { taskId: number } }).task.taskId;
  },
};

/** The page's path with each `:name` replaced by that id. */
async function withIds(path: string, request: APIRequestContext): Promise<string> {
  const name = /:(\w+)/.exec(path)?.[1];
  if (!name) return path;
  const resolve = idOf[name];
  if (!resolve) throw new Error(`no id for :${name}`);
  return path.replaceAll(`:${name}`, String(await resolve(request)));
}

/** Every admin page; `:name` stands for the id of that name. */
const adminPages = [
  '',
  'about',
  'orders',
  'products',
  'products/new',
  'products/:product',
  'categories',
  'categories/new',
  'categories/:category',
  'users',
  'users/:user',
  'user-types',
  'user-types/new',
  'user-types/:userType',
  'user-type-prices?userType=:userType',
  'regions',
  'regions/new',
  'regions/1',
  'regions/blackouts',
  'development/tasks',
  'development/tasks/new',
  'development/tasks/:task',
  'application',
  'database',
  'settings',
];

/** Every API call (fetch or XHR; not images) the page sends from now on; `take()` answers them and starts afresh. */
function recordApiCalls(page: Page) {
  let calls: Request[] = [];
  page.on('request', (request) => {
    const call = ['fetch', 'xhr'].includes(request.resourceType());
    if (call && new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return {
    take() {
      const taken = calls;
      calls = [];
      return taken;
    },
  };
}

/**
 * Until the page shows no skeleton and has sent no API call for 3 s: a page loads in waves (a
 * grid's rows after the record it belongs to). Only what is shown counts: a tab not shown is kept
 * in React's hidden Activity (Mantine's keepMounted), where its grid stays busy and asks for nothing
 * until the tab is opened.
 */
async function settle(page: Page, calls: ReturnType<typeof recordApiCalls>) {
  const deadline = Date.now() + 45_000;
  do {
    calls.take();
    await expect(page.locator('.mantine-Skeleton-root:visible, [aria-busy="true"]:visible')).toHaveCount(0, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
  } while (calls.take().length > 0 && Date.now() < deadline);
}

/**
 * Five minutes of the page's clock, a minute at a time with a pause for the network between, so
 * that each interval's call is sent (ticks fired at once would join the call still in flight).
 */
async function runFiveMinutes(page: Page) {
  for (let minute = 0; minute < 5; minute += 1) {
    await page.clock.runFor('01:00');
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
  }
}

/** A sync status read is live only when it answered a run that is on. */
async function isLiveSyncRead(request: Request): Promise<boolean> {
  if (new URL(request.url()).pathname !== syncStatus) return false;
  const answer = (await (await request.response())?.json()) as { sync?: { status?: string } } | undefined;
  return answer?.sync?.status === 'running' || answer?.sync?.status === 'init';
}

/** The calls a quiet page may not send: anything but the dashboard's figures and a running sync's status. */
async function unexpected(calls: Request[]): Promise<string[]> {
  const left: string[] = [];
  for (const call of calls) {
    const path = new URL(call.url()).pathname;
    if (path === dashboardFigures || (await isLiveSyncRead(call))) continue;
    left.push(`${call.method()} ${path}`);
  }
  return left;
}

/** Chromium keeps a headless page visible: the document's visibility is emulated, as the tab's would change. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
}

const figuresCalls = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url()).pathname === dashboardFigures).length;

for (const pagePath of adminPages) {
  test(`/admin/en/${pagePath} sends nothing while nothing on it is live, and nothing while hidden`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.clock.install();
    await signInAsDemo(page.request, 'admin');
    const path = await withIds(pagePath, page.request);
    await page.goto(`/admin/en/${path}`);
    await expect(page.getByTestId('admin-topbar')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 60_000 });
    const calls = recordApiCalls(page);
    await settle(page, calls);

    await runFiveMinutes(page);
    const visible = calls.take();
    expect(await unexpected(visible), `/admin/en/${path}`).toEqual([]);
    // The dashboard's figures are live: read once a minute (five or six times in five minutes).
    if (path === '') expect(figuresCalls(visible)).toBeGreaterThanOrEqual(4);

    await setHidden(page, true);
    await page.waitForTimeout(1_000);
    await runFiveMinutes(page);
    expect(
      calls.take().map((call) => `${call.method()} ${new URL(call.url()).pathname}`),
      `/admin/en/${path} hidden`,
    ).toEqual([]);

    await setHidden(page, false);
    await page.waitForLoadState('networkidle');
    // Shown again, the figures are read at once.
    if (path === '') await expect.poll(() => figuresCalls(calls.take())).toBeGreaterThanOrEqual(1);
  });
}
