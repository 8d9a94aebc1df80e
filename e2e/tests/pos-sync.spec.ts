import { expect as baseExpect, test } from '@playwright/test';
import { json, signInAsDemo } from '../support/shoppers';

/**
 * Issue 16's walk on the real server and its in-process demo POS: the admin, in Thai, connects (asked
 * for a one-time code, gives it), starts a sync, stops it part-way, starts it again and sees it finish
 * with every item; a price changed in the POS then reaches the shop with the next run.
 */
const expect = baseExpect.configure({ timeout: 20_000 });

const th = {
  connect: 'เชื่อมต่อ',
  username: 'ชื่อผู้ใช้',
  password: 'รหัสผ่าน',
  code: 'รหัสยืนยัน',
  codeRequired: 'กรุณากรอกรหัสที่ระบบขายหน้าร้านส่งให้คุณ',
  connected: 'เชื่อมต่อแล้ว',
  start: 'เริ่ม',
  stop: 'หยุด',
  stopped: 'หยุดแล้ว',
  done: 'เสร็จสิ้น',
  processedOf: (processed: string, total: string) => `${processed} จาก ${total} รายการ`,
};

type SyncAnswer = { sync: { status: string; totalItems: number | null; totalProcessed: number } };
type Property = { key: string; value: unknown };

test('an admin working in Thai syncs the demo POS, stopping and resuming; a POS price reaches the shop', async ({
  page,
}) => {
  test.slow();
  await signInAsDemo(page.request, 'admin');
  const info = await json<{ sections: { properties: Property[] }[] }>(
    page.request,
    '/api/admin/system/application',
  );
  const posUrl = info.sections.flatMap((section) => section.properties).find((p) => p.key === 'posUrl')
    ?.value as string;
  expect(posUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
  // Slow answers, so that the run can be stopped part-way (4 pages of 500 at 1.5 s each).
  await page.request.post(`${posUrl}/api/_faults`, { data: { slowMs: 1500 } });

  await page.goto('/admin/th/database');
  await page.getByRole('button', { name: th.connect, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(th.username).fill('demo');
  await dialog.getByLabel(th.password, { exact: true }).fill('demo-pos');
  await dialog.getByRole('button', { name: th.connect }).click();
  await expect(dialog.getByText(th.codeRequired)).toBeVisible();
  await dialog.getByLabel(th.code).fill('246810');
  await dialog.getByRole('button', { name: th.connect }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(th.connected, { exact: true })).toBeVisible();

  // Start, watch the first batch land, stop part-way.
  await page.getByRole('button', { name: th.start, exact: true }).click();
  await expect
    .poll(
      async () =>
        (await json<SyncAnswer>(page.request, '/api/admin/process/db-sync/status')).sync.totalProcessed,
    )
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: th.stop, exact: true }).click();
  await expect(page.getByText(th.stopped, { exact: true }).first()).toBeVisible();
  const stopped = (await json<SyncAnswer>(page.request, '/api/admin/process/db-sync/status')).sync;
  expect(stopped.status).toBe('stopped');
  expect(stopped.totalProcessed).toBeLessThan(2000);

  // Start again: it resumes and finishes with every item, the counts shown as the page words them.
  await page.request.post(`${posUrl}/api/_faults`, { data: { reset: true } });
  await page.getByRole('button', { name: th.start, exact: true }).click();
  await expect(page.getByText(th.done, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(th.processedOf('2,000', '2,000'))).toBeVisible();

  // A price changed in the POS reaches the shop's product with the next run: the POS's first item,
  // read from the POS itself, and the shop's product of that code.
  const session = await page.request.post(`${posUrl}/api/session`, {
    data: { username: 'demo', password: 'demo-pos', code: '246810' },
  });
  const { session: token } = (await session.json()) as { session: string };
  const catalogue = await page.request.get(`${posUrl}/api/catalogue?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [first] = ((await catalogue.json()) as { items: { code: string }[] }).items;
  const { items: rows } = await json<{ items: { productId: number; externalId: number | null }[] }>(
    page.request,
    `/api/v2/admin/products?externalId=${first?.code}`,
  );
  const synced = rows[0];
  if (!synced?.externalId) throw new Error(`no shop product of the POS's code ${first?.code}`);
  const changed = await page.request.post(`${posUrl}/api/_items/${synced.externalId}`, {
    data: { price: '12.34' },
  });
  expect(changed.ok(), `${changed.status()} ${await changed.text()} ${synced.externalId}`).toBe(true);
  await page.getByRole('button', { name: th.start, exact: true }).click();
  await expect
    .poll(async () => (await json<SyncAnswer>(page.request, '/api/admin/process/db-sync/status')).sync.status)
    .toBe('done');
  const product = await json<{ product: { onlinePrice: number } }>(
    page.request,
    `/api/admin/products/${synced.productId}`,
  );
  expect(product.product.onlinePrice).toBe(12.34);
  // And the storefront (a signed-out shopper) reads it too: no stale cached answer.
  const shop = await page.context().browser()?.newContext();
  if (!shop) throw new Error('no browser');
  const details = await shop.request.get(`/api/products/th/${synced.productId}/details`);
  expect(details.ok()).toBe(true);
  expect(((await details.json()) as { product: { unitPrice: number } }).product.unitPrice).toBe(12.34);
  await shop.close();
});
