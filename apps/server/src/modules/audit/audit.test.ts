import { auditEndpoints, auditLogResponse, listPageSizeMax } from '@grocery/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { send } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { type AuditRecord, recordAudit } from '../../audit/record-audit';
import { auditLog, users } from '../../db/schema';

let t: TestApp;
let admin: StaffMember;
/** The developer group holds system:read, and so reads the audit log. */
let developer: StaffMember;
let shopper: StaffMember;
let adminOnly: StaffMember;
let catalogManager: StaffMember;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await userHolding(t.app, { groups: ['admin'] });
  developer = await userHolding(t.app, { groups: ['developer'] });
  shopper = await userHolding(t.app);
  adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
  catalogManager = await userHolding(t.app, { groups: ['catalog_manager'] });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(auditLog);
});

const path = auditEndpoints.list.path;
type Query = Record<string, string | number | undefined>;
const list = (query: Query = {}, cookie = developer.cookie) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(
      Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    ),
    headers: { cookie },
  });
const page = async (query: Query = {}) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return auditLogResponse.parse(response.json());
};
const record = (entries: Partial<AuditRecord>[]) =>
  t.database.db.transaction(async (tx) => {
    for (const entry of entries)
      await recordAudit(tx, {
        actorUserId: admin.userId,
        action: 'product.update',
        entity: 'product',
        entityId: 1,
        before: null,
        after: null,
        ...entry,
      });
  });

describe('GET /api/admin/audit-log', () => {
  it('lists an access change with who made it (email and name), newest first', async () => {
    const staff = await userHolding(t.app, { groups: ['dispatcher'] });
    const changed = await send(
      t,
      'PUT',
      `/api/admin/users/${staff.userId}/access`,
      { groups: ['order_manager'], permissions: [] },
      admin.cookie,
    );
    expect(changed.json()).toMatchObject({ reject: false });
    await record([{ action: 'later.change' }]);

    const answer = await page();
    expect(answer.totalResults).toBe(2);
    expect(answer.rows.map((row) => row.action)).toEqual(['later.change', 'user.access.update']);
    expect(answer.rows[1]).toEqual({
      auditEntryId: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actorUserId: admin.userId,
      actorEmail: admin.email,
      actorName: 'Staff Member',
      action: 'user.access.update',
      entity: 'user',
      entityId: String(staff.userId),
      before: { groups: ['dispatcher'], permissions: [] },
      after: { groups: ['order_manager'], permissions: [] },
    });
  });

  it('filters by action, entity, entity id, actor and time', async () => {
    const other = await userHolding(t.app, { groups: ['admin'] });
    await record([
      { action: 'product.update', entityId: 1 },
      { action: 'product.update', entityId: 2 },
      { action: 'category.update', entity: 'category', entityId: 1 },
      { action: 'product.update', entityId: 1, actorUserId: other.userId },
    ]);
    await t.database.db.insert(auditLog).values([
      { at: new Date('2026-01-01T10:00:00Z'), action: 'old.change', entity: 'x', entityId: '9' },
      { at: new Date('2026-01-02T10:00:00Z'), action: 'old.change', entity: 'x', entityId: '9' },
    ]);
    const total = async (query: Query) => (await page(query)).totalResults;
    expect(await total({})).toBe(6);
    expect(await total({ action: 'product.update' })).toBe(3);
    expect(await total({ entity: 'product', entityId: '1' })).toBe(2);
    expect(await total({ entity: 'category' })).toBe(1);
    expect(await total({ actorUserId: other.userId })).toBe(1);
    expect(await total({ from: '2026-01-02T10:00:00Z' })).toBe(5);
    expect(await total({ to: '2026-01-02T10:00:00Z' })).toBe(1);
    expect(await total({ from: '2026-01-01T00:00:00+02:00', to: '2026-01-03T00:00:00Z' })).toBe(2);
    const systemRow = (await page({ action: 'old.change' })).rows[0];
    expect(systemRow).toMatchObject({ actorUserId: null, actorEmail: null, actorName: null });
  });

  it('sorts by a whitelisted key only, in either direction', async () => {
    await record([{ action: 'b.change' }, { action: 'c.change' }, { action: 'a.change' }]);
    expect((await page({ sortBy: 'action', sortDir: 'asc' })).rows.map((row) => row.action)).toEqual([
      'a.change',
      'b.change',
      'c.change',
    ]);
    expect((await page({ sortBy: 'action', sortDir: 'desc' })).rows.map((row) => row.action)).toEqual([
      'c.change',
      'b.change',
      'a.change',
    ]);
    for (const query of [{ sortBy: 'entity' }, { sortBy: 'before' }, { sortDir: 'sideways' }]) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
    }
  });

  it('pages entries made at one instant without overlap, by the id tie-breaker', async () => {
    // One transaction: every entry has the same `at`.
    await record(Array.from({ length: 30 }, (_, index) => ({ entityId: index })));
    const seen: number[] = [];
    for (let pageIndex = 0; pageIndex < 5; pageIndex += 1) {
      const answer = await page({ pageSize: 7, pageIndex });
      expect(answer.totalResults).toBe(30);
      seen.push(...answer.rows.map((row) => row.auditEntryId));
    }
    expect(seen).toHaveLength(30);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const ascending = await page({ pageSize: 30, sortDir: 'asc' });
    expect(ascending.rows.map((row) => row.auditEntryId)).toEqual([...seen].reverse());
  });

  it('caps the page size, defaults to 25, and answers a page past the end empty with the right total', async () => {
    await record(Array.from({ length: 30 }, (_, index) => ({ entityId: index })));
    expect((await page()).rows).toHaveLength(25);
    expect((await page({ pageSize: listPageSizeMax })).rows).toHaveLength(30);
    for (const query of [
      { pageSize: listPageSizeMax + 1 },
      { pageSize: 0 },
      { pageIndex: -1 },
      { pageSize: 'ten' },
    ])
      expect((await list(query)).statusCode, JSON.stringify(query)).toBe(400);
    for (const query of [
      { actorUserId: 'me' },
      { from: 'yesterday' },
      { to: '2026-01-01' },
      { colour: 'red' },
    ])
      expect((await list(query)).statusCode, JSON.stringify(query)).toBe(400);
    const past = await page({ pageIndex: 3, pageSize: 10 });
    expect(past).toEqual({ reject: false, reason: null, totalResults: 30, rows: [] });
  });

  it('keeps the entries of a deleted actor, without the actor', async () => {
    const leaver = await userHolding(t.app, { groups: ['admin'] });
    await record([{ actorUserId: leaver.userId, action: 'leaver.change' }]);
    await t.database.db.delete(users).where(eq(users.userId, leaver.userId));
    const [row] = (await page({ action: 'leaver.change' })).rows;
    expect(row).toMatchObject({ actorUserId: null, actorEmail: null, action: 'leaver.change' });
  });

  it('answers 401 anonymous, 403 to a shopper, to an admin without system:read and to a catalogue manager', async () => {
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await list({}, shopper.cookie)).statusCode).toBe(403);
    expect((await list({}, adminOnly.cookie)).statusCode).toBe(403);
    expect((await list({}, catalogManager.cookie)).statusCode).toBe(403);
    expect((await list({}, admin.cookie)).statusCode).toBe(200);
  });
});

describe('recordAudit', () => {
  it('writes nothing when the change it records is rolled back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorUserId: admin.userId,
          action: 'doomed.change',
          entity: 'x',
          entityId: 1,
          before: { a: 1 },
          after: { a: 2 },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await page()).totalResults).toBe(0);
  });
});
