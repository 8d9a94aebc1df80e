import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { addMilkToCart, json, newSignedInShopper, signInAsDemo } from '../support/shoppers';

/**
 * Issue 15's walk through the browser, on the real server and demo data: the admin, in Hebrew, draws
 * a zone south of Jaffa (a crossing edge is refused first), adds two windows of one place each and a
 * blackout for tomorrow; a shopper inside books the first free slot; a second finds it full and books
 * the next; a third, outside every zone, is told so and cannot continue; the orders grid shows both.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

const he = {
  name: 'שם האזור',
  priority: 'עדיפות',
  draw: 'שרטוט פוליגון',
  crossingRefused: 'צלעות לא יכולות להצטלב: הפינה הזו נדחתה.',
  area: /שטח: [\d.,]+ קמ״ר/,
  create: 'יצירת אזור',
  addWindow: 'הוספת חלון',
  saveWindows: 'שמירת חלונות',
  windowsSaved: 'חלונות המשלוח נשמרו.',
  field: (field: string, index: number) => `${field}, חלון ${index}`,
  day: 'יום',
  start: 'התחלה',
  end: 'סיום',
  capacity: 'קיבולת',
  date: 'תאריך',
  appliesTo: 'חל על',
  reason: 'סיבה',
  addBlackout: 'הוספת השבתה',
  blackoutAdded: 'תאריך ההשבתה נוסף.',
  purchase: 'לרכישה',
  continue: 'להמשך ההזמנה',
  full: 'מלא',
  noZone: 'עדיין אין לנו משלוחים לכתובת הזאת.',
  ordersGrid: 'הזמנות',
};

/** The map starts at Tel Aviv, zoom 11 (the editor's fixed start). */
const mapStart = { latitude: 32.0853, longitude: 34.7818, zoom: 11 };
/** The new zone's corners, south of the demo's Jaffa: [longitude, latitude]. */
const corner = {
  topLeft: [34.76, 32.02],
  topRight: [34.8, 32.02],
  bottomLeft: [34.76, 31.99],
  bottomRight: [34.8, 31.99],
  left: [34.74, 32.005],
} as const;
const inside = { latitude: 32.012, longitude: 34.768 };
const outside = { latitude: 32.794, longitude: 34.989 }; // Haifa

/** A shop day (Asia/Jerusalem) some days from today, as YYYY-MM-DD, and its weekday (0 Sunday). */
function shopDay(daysAhead: number): { date: string; weekday: number } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + daysAhead);
  return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() };
}

/** Where a point is on the page: Web Mercator from the map's centre at its start zoom. */
async function pointOnMap(page: Page, [longitude, latitude]: readonly [number, number]) {
  const box = await page.getByRole('region', { name: 'מפת אזור המשלוח' }).boundingBox();
  if (!box) throw new Error('the map is not on the page');
  const scale = 256 * 2 ** mapStart.zoom;
  const x = (lng: number) => ((lng + 180) / 360) * scale;
  const y = (lat: number) => {
    const radians = (lat * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * scale;
  };
  return {
    x: box.x + box.width / 2 + x(longitude) - x(mapStart.longitude),
    y: box.y + box.height / 2 + y(latitude) - y(mapStart.latitude),
  };
}

async function clickMap(page: Page, position: readonly [number, number]) {
  const { x, y } = await pointOnMap(page, position);
  await page.mouse.move(x, y, { steps: 4 });
  await page.mouse.click(x, y);
}

/** A new shopper with one product in the cart and one address at `point`; answers the address id. */
async function shopperAt(request: APIRequestContext, point: { latitude: number; longitude: number }) {
  await newSignedInShopper(request, 'delivery', 'he');
  await addMilkToCart(request);
  const created = await request.post('/api/shipping-addresses', {
    data: {
      recipientName: 'בודק משלוחים',
      addressLine1: 'סוקולוב 1',
      city: 'חולון',
      postalCode: '5800000',
      country: 'Israel',
      ...point,
    },
  });
  const { address } = (await created.json()) as { address: { shippingAddressId: number } };
  return address.shippingAddressId;
}

type Slot = { deliveryZoneWindowId: number; date: string; bookable: boolean; reason: string | null };
const slotsOf = async (request: APIRequestContext, addressId: number) =>
  json<{ zone: { name: string } | null; slots: Slot[] }>(
    request,
    `/api/delivery/availability?shippingAddressId=${addressId}`,
  );

/** Cart → shipping details → the first free slot → order; answers the slot's day legend and times. */
async function orderFirstFreeSlot(page: Page) {
  await page.goto('/he/my-cart');
  await page.getByRole('link', { name: he.purchase }).click();
  await expect(page.getByRole('radio').first()).toBeChecked();
  const slot = page.getByTestId('slot').and(page.locator(':enabled')).first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: he.continue }).click();
  await expect(page).toHaveURL(/\/he\/order-confirmation\/\d+$/);
  return page.url().split('/').pop() as string;
}

test('a zone drawn in Hebrew takes orders into its slots, never past their capacity', async ({ browser }) => {
  test.slow();
  const zoneName = `חולון ${Date.now().toString(36)}`;
  const tomorrow = shopDay(1);
  const dayAfter = shopDay(2);

  // The admin draws the zone: the fourth corner would cross an edge and is refused; then a proper one.
  const admin = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAsDemo(admin.request, 'admin');
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/he/regions/new');
  await adminPage.getByLabel(he.name).fill(zoneName);
  await adminPage.getByLabel(he.priority).fill('5');
  await adminPage.getByRole('region', { name: 'מפת אזור המשלוח' }).scrollIntoViewIfNeeded();
  await adminPage.getByRole('button', { name: he.draw }).click();
  for (const position of [corner.topLeft, corner.topRight, corner.bottomLeft])
    await clickMap(adminPage, position);
  await clickMap(adminPage, corner.bottomRight);
  await expect(adminPage.getByText(he.crossingRefused)).toBeVisible();
  await clickMap(adminPage, corner.left);
  await clickMap(adminPage, corner.topLeft);
  await expect(adminPage.getByText(he.area)).toBeVisible();
  await adminPage.getByRole('button', { name: he.create }).click();
  await expect(adminPage).toHaveURL(/\/admin\/he\/regions\/\d+$/);

  // Two windows of one place each: tomorrow's weekday and the day after's, 08:00–12:00.
  for (const [index, day] of [tomorrow, dayAfter].entries()) {
    await adminPage.getByRole('button', { name: he.addWindow }).click();
    const row = index + 1;
    await adminPage.getByLabel(he.field(he.day, row), { exact: true }).selectOption(String(day.weekday));
    await adminPage.getByLabel(he.field(he.start, row), { exact: true }).fill('08:00');
    await adminPage.getByLabel(he.field(he.end, row), { exact: true }).fill('12:00');
    await adminPage.getByLabel(he.field(he.capacity, row), { exact: true }).fill('1');
  }
  await adminPage.getByRole('button', { name: he.saveWindows }).click();
  await expect(adminPage.getByText(he.windowsSaved)).toBeVisible();

  // A blackout for tomorrow, in this zone.
  await adminPage.goto('/admin/he/regions/blackouts');
  const dateInput = adminPage.getByRole('textbox', { name: he.date });
  await dateInput.fill(tomorrow.date);
  await dateInput.blur();
  await adminPage.getByRole('combobox', { name: he.appliesTo }).click();
  await adminPage.getByRole('option', { name: zoneName }).click();
  await adminPage.getByRole('textbox', { name: he.reason }).fill('חג');
  await adminPage.locator('form').getByRole('button', { name: he.addBlackout }).click();
  await expect(adminPage.getByText(he.blackoutAdded)).toBeVisible();

  // The first shopper: tomorrow is blacked out, so the day after's slot is the first free one.
  const first = await browser.newContext();
  const firstAddress = await shopperAt(first.request, inside);
  const before = await slotsOf(first.request, firstAddress);
  expect(before.zone?.name).toBe(zoneName);
  expect(before.slots.find((slot) => slot.date === tomorrow.date)?.reason).toBe('BLACKOUT');
  const firstFree = before.slots.find((slot) => slot.bookable) as Slot;
  expect(firstFree.date).toBe(dayAfter.date);
  const firstOrder = await orderFirstFreeSlot(await first.newPage());

  // The second shopper finds that slot full and books the next one.
  const second = await browser.newContext();
  const secondAddress = await shopperAt(second.request, inside);
  const now = await slotsOf(second.request, secondAddress);
  const taken = now.slots.find(
    (slot) => slot.date === firstFree.date && slot.deliveryZoneWindowId === firstFree.deliveryZoneWindowId,
  );
  expect(taken).toMatchObject({ bookable: false, reason: 'FULL' });
  const secondPage = await second.newPage();
  await secondPage.goto('/he/my-cart');
  await secondPage.getByRole('link', { name: he.purchase }).click();
  await expect(secondPage.getByTestId('slot').filter({ hasText: he.full }).first()).toBeDisabled();
  const secondOrder = await orderFirstFreeSlot(secondPage);
  const next = now.slots.find((slot) => slot.bookable) as Slot;
  expect(next.date > firstFree.date).toBe(true);

  // The third shopper lives outside every zone: told so, and cannot continue.
  const third = await browser.newContext();
  await shopperAt(third.request, outside);
  const thirdPage = await third.newPage();
  await thirdPage.goto('/he/my-cart');
  await thirdPage.getByRole('link', { name: he.purchase }).click();
  await expect(thirdPage.getByText(he.noZone)).toBeVisible();
  await expect(thirdPage.getByRole('button', { name: he.continue })).toBeDisabled();

  // The orders grid shows both orders with their slots.
  await adminPage.goto('/admin/he/orders');
  const grid = adminPage.getByRole('grid', { name: he.ordersGrid });
  const rows = await json<{
    items: { orderNumber: string; deliverySlot: { date: string; zoneName: string } | null }[];
  }>(admin.request, '/api/v2/admin/orders?pageSize=100');
  for (const [orderNumber, date] of [
    [firstOrder, firstFree.date],
    [secondOrder, next.date],
  ] as const) {
    expect(rows.items.find((row) => row.orderNumber === orderNumber)?.deliverySlot).toMatchObject({
      date,
      zoneName,
    });
    await expect(grid.getByRole('row').filter({ hasText: orderNumber })).toContainText('08:00–12:00');
  }
  for (const context of [admin, first, second, third]) await context.close();
});
