import {
  adminProductResponse,
  bulkProductsResponse,
  posSyncEndpoints,
  productFlagResponse,
  productsAdminEndpoints as products,
} from '@grocery/contracts';
import { type ReferencePos, startReferencePos } from '@grocery/pos-reference';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { callEndpoint, type EndpointCall } from '../../../test/endpoint-calls';
import { syncCalls } from '../../../test/sync-calls';
import { rowsOf } from '../../db/client';

// Decision 0063: a product the shop deactivated by hand stays inactive through syncs.
let pos: ReferencePos;
let t: TestApp;
let admin: StaffMember;

beforeAll(async () => {
  pos = await startReferencePos({ items: 40 });
  t = await buildTestApp({ env: { POS_URL: pos.url, RATE_LIMITS_ENABLED: 'false' } });
  admin = await userHolding(t.app, { groups: ['admin'] });
  const { username, password, code } = pos.credentials;
  const signedIn = await call(posSyncEndpoints.signIn, {
    body: { username, password, ...(code ? { code } : {}) },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  await fullSync();
});
afterAll(async () => {
  await t?.close();
  await pos?.stop();
});

const query = async <T>(statement: SQL) => rowsOf<T>(await t.app.deps.database.db.execute(statement));
const call = (endpoint: Parameters<typeof callEndpoint>[1], options: EndpointCall = {}) =>
  callEndpoint(t, endpoint, { cookie: admin.cookie, ...options });
const { started, finished } = syncCalls(() => ({ t, cookie: admin.cookie }), 20_000);
async function fullSync() {
  await started();
  expect(await finished()).toMatchObject({ status: 'done', kind: 'full' });
}

const idOf = async (code: string) =>
  (await query<{ id: number }>(sql`select product_id as id from products where pos_code = ${code}`))[0]
    ?.id as number;
async function editorProduct(productId: number) {
  const response = await call(products.product, { params: { productId } });
  expect(response.statusCode, response.body).toBe(200);
  return adminProductResponse.parse(response.json()).product;
}
async function setActive(productId: number, active: boolean) {
  const response = await call(products.setActive, { params: { productId }, body: { active } });
  expect(response.statusCode, response.body).toBe(200);
  return productFlagResponse.parse(response.json()).product;
}
async function saveActive(productId: number, active: boolean) {
  const { version } = await editorProduct(productId);
  const response = await call(products.update, {
    params: { productId },
    body: { version, changes: { active } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminProductResponse.parse(response.json()).product;
}

/** An item the POS sells, not yet touched by another test. */
let next = 0;
function sellingItem() {
  for (;;) {
    const item = pos.itemAt(next++);
    if (item.active) return item;
  }
}

describe('a product the shop deactivated by hand', () => {
  it('stays inactive through a full sync that brings its new price, until the shop activates it', async () => {
    const item = sellingItem();
    const productId = await idOf(item.code);
    expect(await setActive(productId, false)).toMatchObject({
      active: false,
      shopInactive: true,
      posActive: true,
    });
    pos.changePrice(item.code, '77.70');
    await fullSync();
    expect(await editorProduct(productId)).toMatchObject({
      active: false,
      shopInactive: true,
      posActive: true,
      onlinePrice: 77.7,
    });

    expect(await setActive(productId, true)).toMatchObject({ active: true, shopInactive: false });
    await fullSync();
    expect(await editorProduct(productId)).toMatchObject({
      active: true,
      shopInactive: false,
      posActive: true,
    });
  });

  it('deactivated in the editor or in bulk holds the same way; a delta run keeps it too', async () => {
    const [edited, bulk] = [sellingItem(), sellingItem()];
    const [editedId, bulkId] = [await idOf(edited.code), await idOf(bulk.code)];
    expect(await saveActive(editedId, false)).toMatchObject({ active: false, shopInactive: true });
    const response = await call(products.bulkActive, { body: { productIds: [bulkId], active: false } });
    expect(bulkProductsResponse.parse(response.json())).toMatchObject({ results: [{ result: 'UPDATED' }] });
    pos.changePrice(edited.code, '5.55');
    pos.changePrice(bulk.code, '6.66');
    await started('delta');
    expect(await finished()).toMatchObject({ status: 'done', kind: 'delta' });
    await fullSync();
    expect(await editorProduct(editedId)).toMatchObject({
      active: false,
      shopInactive: true,
      onlinePrice: 5.55,
    });
    expect(await editorProduct(bulkId)).toMatchObject({
      active: false,
      shopInactive: true,
      onlinePrice: 6.66,
    });

    expect(await saveActive(editedId, true)).toMatchObject({ active: true, shopInactive: false });
    await fullSync();
    expect(await editorProduct(editedId)).toMatchObject({ active: true, shopInactive: false });
  });

  it("shows when the POS stops selling it, and stays the shop's after it left the POS", async () => {
    const [withdrawn, gone] = [sellingItem(), sellingItem()];
    const [withdrawnId, goneId] = [await idOf(withdrawn.code), await idOf(gone.code)];
    await setActive(withdrawnId, false);
    pos.withdraw(withdrawn.code);
    await fullSync();
    expect(await editorProduct(withdrawnId)).toMatchObject({
      active: false,
      shopInactive: true,
      posActive: false,
    });

    // A code the POS no longer has: the full run marks it not sold, the shop's flag stays.
    await setActive(goneId, false);
    await query(sql`update products set pos_code = 'left-the-pos' where product_id = ${goneId}`);
    await fullSync();
    expect(await editorProduct(goneId)).toMatchObject({
      active: false,
      shopInactive: true,
      posActive: false,
    });
  });
});

describe('a product the sync deactivated', () => {
  it('is active again when the POS has it again; the shop never deactivated it', async () => {
    const item = sellingItem();
    const productId = await idOf(item.code);
    // As a full run that did not see it leaves it.
    await query(sql`update products set active = false, pos_active = false where product_id = ${productId}`);
    await fullSync();
    expect(await editorProduct(productId)).toMatchObject({
      active: true,
      shopInactive: false,
      posActive: true,
    });
  });

  it('deactivated by the shop while the sync had it inactive, it stays off when the POS sells it again', async () => {
    const [one, two] = [sellingItem(), sellingItem()];
    const [first, second] = [await idOf(one.code), await idOf(two.code)];
    // As a full run that did not see them leaves them; then the shop deactivates them too.
    await query(sql`update products set active = false, pos_active = false
      where product_id in (${first}, ${second})`);
    expect(await setActive(first, false)).toMatchObject({ active: false, shopInactive: true });
    const bulk = await call(products.bulkActive, { body: { productIds: [second], active: false } });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulkProductsResponse.parse(bulk.json())).toMatchObject({ results: [{ result: 'UPDATED' }] });
    await fullSync();
    for (const productId of [first, second])
      expect(await editorProduct(productId)).toMatchObject({
        active: false,
        shopInactive: true,
        posActive: true,
      });
  });

  it("a product a full run did not see is deactivated, and not the shop's decision", async () => {
    const productId = (
      await query<{ id: number }>(sql`insert into products (product_name, pos_code, online_price, pos_active)
        values ('Gone from the POS', 'never-in-the-pos', '1', true) returning product_id as id`)
    )[0]?.id as number;
    await fullSync();
    expect(await editorProduct(productId)).toMatchObject({
      active: false,
      shopInactive: false,
      posActive: false,
    });
  });
});
