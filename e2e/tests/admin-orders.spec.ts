import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { json, newSignedInShopper, pickFirstFreeSlot, signInAsDemo } from '../support/shoppers';

/**
 * Issue 14's walk through the browser, on the real server and demo data: a shopper who reads Thai
 * orders a weighed product; an order manager, in Hebrew, finds the order in the grid, opens its
 * items, moves it to picking, records the weight, and moves it on to delivered; the shopper sees each
 * status, the history and the final total in Thai, with a notification for each change; the order
 * manager cannot open the users admin.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

const he = {
  grid: 'הזמנות',
  search: 'חיפוש',
  newStatus: 'סטטוס חדש',
  changeStatus: 'שינוי סטטוס',
  pickedWeight: (product: string) => `המשקל שנשקל עבור ${product} (ק״ג)`,
  savePicked: 'שמירת המשקלים',
  pickedSaved: 'המשקלים נשמרו',
  statuses: {
    confirmed: 'אושרה',
    picking: 'בליקוט',
    packed: 'נארזה',
    out_for_delivery: 'יצאה למשלוח',
    delivered: 'נמסרה',
  },
};
const th = {
  purchase: 'สั่งซื้อ',
  continue: 'ดำเนินการสั่งซื้อต่อ',
  history: 'ประวัติคำสั่งซื้อ',
  placed: 'สั่งซื้อแล้ว',
  finalTotal: 'ยอดสุดท้าย',
  statuses: {
    confirmed: 'ยืนยันแล้ว',
    picking: 'กำลังจัดสินค้า',
    packed: 'แพ็กสินค้าแล้ว',
    out_for_delivery: 'กำลังจัดส่ง',
    delivered: 'จัดส่งแล้ว',
  },
};
const moves = ['confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered'] as const;

type Found = { productId: number; unit: string; minimumQuantity: number; outOfStock: boolean };
type OrderAnswer = {
  order: { orderNumber: string; status: string; totalAmount: number; finalTotal: number | null };
  orderItems: { productId: number; unit: string; unitPrice: number; quantity: number; lineTotal: number }[];
};

const unreadCount = async (request: APIRequestContext) =>
  (await json<{ unreadCount: number }>(request, '/api/v2/notifications?pageSize=1')).unreadCount;

/** The shopper's cart: one product by the unit and one weighed, and a delivery address. */
async function fillCart(request: APIRequestContext): Promise<{ weighed: number }> {
  const search = async (term: string) =>
    (
      await json<{ products: Found[] }>(
        request,
        `/api/products/search/${encodeURIComponent(term)}?languageCode=en`,
      )
    ).products.filter((product) => !product.outOfStock);
  const milk = (await search('milk')).find((product) => product.unit === 'unit');
  const weighed = (await search('tomato')).find((product) => product.unit === 'kg');
  if (!milk || !weighed) throw new Error('the demo data has no milk or no weighed tomatoes');
  for (const product of [milk, weighed]) {
    const added = await request.post('/api/cart/items', {
      data: { productId: product.productId, quantity: product.minimumQuantity },
    });
    expect((await added.json()).reject).toBe(false);
  }
  const address = await request.post('/api/shipping-addresses', {
    data: {
      recipientName: 'ทดสอบ ผู้ซื้อ',
      addressLine1: 'Dizengoff 50',
      city: 'Tel Aviv',
      postalCode: '6433222',
      country: 'Israel',
      latitude: 32.0775,
      longitude: 34.7739,
    },
  });
  expect((await address.json()).reject).toBe(false);
  return { weighed: weighed.productId };
}

/** The order panel's status control: choose the status, then change. */
async function moveTo(page: Page, status: (typeof moves)[number]) {
  const select = page.getByRole('textbox', { name: he.newStatus });
  if (await select.isVisible()) {
    await select.click();
    await page.getByRole('option', { name: he.statuses[status], exact: true }).click();
  }
  await page.getByRole('button', { name: he.changeStatus }).click();
  await expect(
    page.getByRole('dialog').getByText(he.statuses[status], { exact: true }).first(),
  ).toBeVisible();
}

test('a Thai shopper’s weighed order is picked and delivered by an order manager working in Hebrew', async ({
  browser,
}) => {
  test.slow();
  const shopper = await browser.newContext();
  const shopperPage = await shopper.newPage();
  await newSignedInShopper(shopperPage.request, 'orders-thai', 'th');
  const { weighed } = await fillCart(shopperPage.request);

  // The shopper checks out in Thai: cart, their one address (the default), continue.
  await shopperPage.goto('/th/my-cart');
  await shopperPage.getByRole('link', { name: th.purchase }).click();
  await expect(shopperPage.getByRole('radio').first()).toBeChecked();
  await pickFirstFreeSlot(shopperPage);
  await shopperPage.getByRole('button', { name: th.continue }).click();
  await expect(shopperPage).toHaveURL(/\/th\/order-confirmation\/\d+$/);
  const orderNumber = shopperPage.url().split('/').pop() as string;
  const placed = await json<OrderAnswer>(shopperPage.request, `/api/orders/th/${orderNumber}`);
  const weighedLine = placed.orderItems.find((item) => item.productId === weighed);
  if (!weighedLine) throw new Error('the weighed product is not in the order');
  const unreadAtPlacing = await unreadCount(shopperPage.request);

  // An order manager: a new account the demo admin puts in the order_manager group.
  const manager = await browser.newContext();
  const managerPage = await manager.newPage();
  const managerEmail = await newSignedInShopper(managerPage.request, 'order-manager', 'he');
  const admin = await browser.newContext();
  await signInAsDemo(admin.request, 'admin');
  const { items: rows } = await json<{ items: { userId: number; email: string }[] }>(
    admin.request,
    `/api/v2/admin/users?q=${encodeURIComponent(managerEmail)}`,
  );
  const assigned = await admin.request.put(`/api/admin/users/${rows[0]?.userId}/assignments`, {
    data: { userTypeIds: [], groups: ['order_manager'], permissions: [] },
  });
  expect((await assigned.json()).reject).toBe(false);
  await admin.close();

  // In Hebrew: the grid finds the order by its number; its row opens onto its items.
  await managerPage.goto('/admin/he/orders');
  await managerPage.getByRole('searchbox', { name: he.search }).fill(orderNumber);
  const grid = managerPage.getByRole('grid', { name: he.grid });
  const row = grid.getByRole('row').filter({ hasText: orderNumber });
  await expect(grid.getByRole('row')).toHaveCount(2); // the header and the order
  const weighedName = (
    await json<{ product: { productName: string } }>(
      managerPage.request,
      `/api/products/he/${weighed}/details`,
    )
  ).product.productName;
  await row.getByRole('button', { expanded: false }).click();
  await expect(grid.getByText(weighedName).first()).toBeVisible();

  // The order panel: confirmed, picking; the weight; packed, out for delivery, delivered.
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(managerPage).toHaveURL(/[?&]order=\d+/);
  await moveTo(managerPage, 'confirmed');
  await moveTo(managerPage, 'picking');
  const picked = Math.round(weighedLine.quantity * 1.13 * 1000) / 1000;
  await managerPage.getByRole('textbox', { name: he.pickedWeight(weighedName) }).fill(String(picked));
  await managerPage.getByRole('button', { name: he.savePicked }).click();
  await expect(managerPage.getByText(he.pickedSaved).first()).toBeVisible();
  for (const status of ['packed', 'out_for_delivery', 'delivered'] as const)
    await moveTo(managerPage, status);

  // What the server holds: delivered, the final total from the picked weight (each line rounded once).
  const finalLines = placed.orderItems.map((item) =>
    item.productId === weighed ? Math.round(item.unitPrice * picked * 100) / 100 : item.lineTotal,
  );
  const expectedFinal = finalLines.reduce((sum, line) => Math.round((sum + line) * 100) / 100, 0);
  const now = await json<OrderAnswer>(shopperPage.request, `/api/orders/th/${orderNumber}`);
  expect(now.order.status).toBe('delivered');
  expect(now.order.finalTotal).toBe(expectedFinal);

  // The shopper, in Thai: every status in the history, the final total, a notification per change.
  expect(await unreadCount(shopperPage.request)).toBe(unreadAtPlacing + moves.length);
  await shopperPage.goto(`/th/orders/${orderNumber}`);
  const history = shopperPage
    .getByRole('region', { name: th.history })
    .or(
      shopperPage.locator('section').filter({ has: shopperPage.getByRole('heading', { name: th.history }) }),
    );
  await expect(history.getByText(th.placed).first()).toBeVisible();
  for (const status of moves) await expect(history.getByText(th.statuses[status]).first()).toBeVisible();
  await expect(shopperPage.getByText(th.finalTotal).first()).toBeVisible();
  await expect(shopperPage.getByText(expectedFinal.toFixed(2)).first()).toBeVisible();
  await shopperPage.goto('/th/notifications');
  await expect(shopperPage.getByText(orderNumber).first()).toBeVisible();

  // The order manager holds no users permission: the users admin is not theirs to open.
  const users = await managerPage.request.get('/api/admin/users');
  expect(users.status()).toBe(403);
  await managerPage.goto('/admin/he/users');
  await expect(managerPage.getByRole('grid', { name: 'משתמשים' })).toHaveCount(0);
  await shopper.close();
  await manager.close();
});
