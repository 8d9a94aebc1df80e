import { adminUserTypesResponse, userTypesAdminEndpoints } from '@grocery/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { userTypes } from '../../db/schema';

let t: TestApp;
let adminOnly: StaffMember;

beforeAll(async () => {
  t = await buildTestApp();
  adminOnly = await userHolding(t.app, { permissions: ['admin_access'] });
  await t.database.db
    .insert(userTypes)
    .values([
      { userTypeName: 'wholesale', userTypeDesc: 'Buys by the case' },
      { userTypeName: 'business' },
      { userTypeName: 'employee' },
    ]);
});
afterAll(() => t.close());

const listTypes = (cookie: string | null) =>
  t.app.inject({
    method: 'GET',
    url: userTypesAdminEndpoints.list.path,
    headers: cookie ? { cookie } : {},
  });

const noLinks = { categoryIds: [], userCount: 0, priceCount: 0 };

describe('GET /api/admin/user-types', () => {
  it('answers every user type by name, to any back-office user, never cached', async () => {
    const response = await listTypes(adminOnly.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const byName = await t.database.db.select().from(userTypes);
    const idOf = (name: string) => byName.find((type) => type.userTypeName === name)?.userTypeId;
    expect(adminUserTypesResponse.parse(response.json())).toEqual({
      reject: false,
      reason: null,
      userTypes: [
        { ...noLinks, userTypeId: idOf('business'), name: 'business', description: null },
        { ...noLinks, userTypeId: idOf('employee'), name: 'employee', description: null },
        { ...noLinks, userTypeId: idOf('wholesale'), name: 'wholesale', description: 'Buys by the case' },
      ],
    });
  });

  it('answers 401 anonymous and 403 to a shopper and to a user whose permissions lack admin_access', async () => {
    const shopper = await userHolding(t.app);
    const outsider = await userHolding(t.app, {
      permissions: ['users:read', 'users:write', 'user_types:read'],
    });
    expect((await listTypes(null)).statusCode).toBe(401);
    expect((await listTypes(shopper.cookie)).statusCode).toBe(403);
    expect((await listTypes(outsider.cookie)).statusCode).toBe(403);
  });
});
