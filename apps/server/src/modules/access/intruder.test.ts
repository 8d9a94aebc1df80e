import { accessEndpoints, auditEndpoints, permissionNames } from '@grocery/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { send } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { auditLog } from '../../db/schema';

/** What an intruder tried against the access and audit calls, kept as regression tests. */
let t: TestApp;
let admin: StaffMember;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await userHolding(t.app, { groups: ['admin'] });
});
afterAll(() => t.close());

const accessUrl = (userId: number | string) =>
  accessEndpoints.userAccess.path.replace(':userId', String(userId));
const putAccess = (userId: number | string, body: unknown, cookie = admin.cookie) =>
  send(t, 'PUT', accessUrl(userId), body, cookie);
const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

describe('the user id in the access path', () => {
  it('is digits only: a sign, leading zero, exponent, hex, decimal or space answers 400 and writes nothing', async () => {
    const target = await userHolding(t.app, { permissions: ['orders:read'] });
    const before = await auditCount();
    const id = target.userId;
    for (const alias of [
      `0${id}`,
      `${id}.0`,
      `%20${id}`,
      `+${id}`,
      `0x${id.toString(16)}`,
      `${id}e0`,
      '1e3',
    ]) {
      const read = await t.app.inject({
        method: 'GET',
        url: accessUrl(alias),
        headers: { cookie: admin.cookie },
      });
      expect(read.statusCode, alias).toBe(400);
      const write = await putAccess(alias, { groups: ['admin'], permissions: [] });
      expect(write.statusCode, alias).toBe(400);
      expect(write.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
    }
    expect(await auditCount()).toBe(before);
  });
});

describe('emptying the admin group with odd group names', () => {
  it('refuses, or answers 400, and the last admin stays', async () => {
    // Every permission, directly: may take the admin group away (decision 0051), but is not in it.
    const grantor = await userHolding(t.app, { permissions: [...permissionNames] });
    // admin is the only member of the admin group in this file.
    const before = await auditCount();
    for (const groups of [
      ['Admin'],
      ['ADMIN'],
      ['\u0430dmin'],
      ['admin\u200b'],
      ['developer', 'developer'],
    ]) {
      const response = await putAccess(admin.userId, { groups, permissions: [] }, grantor.cookie);
      expect(response.json(), JSON.stringify(groups)).toMatchObject({ reject: true });
    }
    // Trimmed and repeated, 'admin' is still the admin group: the change keeps it.
    const kept = await putAccess(
      admin.userId,
      { groups: [' admin ', 'admin'], permissions: [] },
      grantor.cookie,
    );
    expect(kept.json()).toMatchObject({ reject: false, access: { groups: ['admin'] } });
    expect(await auditCount()).toBe(before);
  });

  it('is refused to users:grant without admin_access (403), and nothing is written', async () => {
    const granter = await userHolding(t.app, { permissions: ['users:grant', 'users:read'] });
    const before = await auditCount();
    const response = await putAccess(granter.userId, { groups: ['admin'], permissions: [] }, granter.cookie);
    expect(response.statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
  });
});

describe('the audit log time filters', () => {
  it('answer 400, not 500, for instants PostgreSQL cannot read (year 0, past 9999 in UTC)', async () => {
    for (const instant of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '9999-12-31T23:59:59-23:59',
    ]) {
      for (const key of ['from', 'to']) {
        const response = await t.app.inject({
          method: 'GET',
          url: auditEndpoints.list.path,
          query: { [key]: instant },
          headers: { cookie: admin.cookie },
        });
        expect(response.statusCode, `${key}=${instant}`).toBe(400);
        expect(response.json()).toMatchObject({ reject: true, reason: 'BAD_REQUEST' });
      }
    }
    expect(t.logs()).not.toContain('unhandled error');
  });
});
