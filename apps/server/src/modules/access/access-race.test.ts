import path from 'node:path';
import { accessEndpoints, type Permission, permissionNames } from '@grocery/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, sessionFor, userHolding } from '../../../test/access';
import { send } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/app';
import { testDriver } from '../../../test/database';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../../db/client';
import { permissionGroups, userPermissionGroups } from '../../db/schema';
import { LocalStorage } from '../../storage/local-storage';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const accessUrl = (userId: number) => `/api/admin/users/${userId}/access`;
/**
 * Takes the admin group from the target, keeping every permission it holds directly: an admin made
 * by anAdmin still may take the group from the other once it lost the group itself (decision 0051),
 * so the race meets LAST_ADMIN.
 */
const leaveAdmin = (target: Admin, caller: StaffMember) =>
  send(
    t,
    'PUT',
    accessUrl(target.userId),
    { groups: [], permissions: target.direct ?? [] },
    caller.cookie,
  ).then((response) => response.json());

type Admin = StaffMember & { direct?: Permission[] };
const anAdmin = async (): Promise<Admin> => ({
  ...(await userHolding(t.app, { groups: ['admin'], permissions: [...permissionNames] })),
  direct: [...permissionNames],
});

async function adminMembers(): Promise<number[]> {
  const rows = await t.database.db
    .select({ userId: userPermissionGroups.userId })
    .from(userPermissionGroups)
    .innerJoin(
      permissionGroups,
      eq(permissionGroups.permissionGroupId, userPermissionGroups.permissionGroupId),
    )
    .where(eq(permissionGroups.permissionGroupName, 'admin'));
  return rows.map((row) => row.userId);
}

/**
 * Starts both calls so that both are signed in and checked before either change commits: on
 * PostgreSQL another transaction holds the admin group row until both have had time to reach it
 * (on a loaded machine one call could otherwise commit before the other was even authenticated,
 * which is a plain 403, not the race this test is about). PGlite runs one statement at a time.
 */
async function bothAtOnce<T>(start: () => Promise<T>[]): Promise<T[]> {
  if (testDriver !== 'postgres') return Promise.all(start());
  const holder = new pg.Client({ connectionString: t.database.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(`select 1 from permission_groups where permission_group_name = 'admin' for update`);
    const calls = start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await holder.query('commit');
    return await Promise.all(calls);
  } finally {
    await holder.end();
  }
}

describe('two admins removing each other from the admin group at once', () => {
  it('leaves one of them: the second change waits for the first and is refused (LAST_ADMIN)', async () => {
    for (let round = 0; round < 3; round += 1) {
      await t.database.db.delete(userPermissionGroups);
      const first = await anAdmin();
      const second = await anAdmin();
      const answers = await bothAtOnce(() => [leaveAdmin(first, second), leaveAdmin(second, first)]);
      expect(answers.filter((answer) => answer.reject === false)).toHaveLength(1);
      expect(answers.filter((answer) => answer.reason === 'LAST_ADMIN')).toHaveLength(1);
      expect(await adminMembers()).toHaveLength(1);
    }
  });

  it('refuses the second (GRANT_NOT_HELD) when its caller held the group only through the group it just lost', async () => {
    for (let round = 0; round < 2; round += 1) {
      await t.database.db.delete(userPermissionGroups);
      const first = await userHolding(t.app, { groups: ['admin'] });
      const second = await userHolding(t.app, { groups: ['admin'] });
      const answers = await bothAtOnce(() => [leaveAdmin(first, second), leaveAdmin(second, first)]);
      // What the caller holds is read after the lock, not from the session the request began with.
      expect(answers.map((answer) => answer.reason).sort()).toEqual(['GRANT_NOT_HELD', null]);
      expect(await adminMembers()).toHaveLength(1);
    }
  });

  it.runIf(testDriver === 'postgres')(
    'takes turns on the admin group row: both calls wait while another transaction holds it',
    async () => {
      await t.database.db.delete(userPermissionGroups);
      const first = await anAdmin();
      const second = await anAdmin();
      const holder = new pg.Client({ connectionString: t.database.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(
          `select 1 from permission_groups where permission_group_name = 'admin' for update`,
        );
        let settled = 0;
        const calls = [leaveAdmin(first, second), leaveAdmin(second, first)].map((call) =>
          call.finally(() => {
            settled += 1;
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(settled).toBe(0);
        await holder.query('commit');
        const answers = await Promise.all(calls);
        expect(answers.map((answer) => answer.reason).sort()).toEqual(['LAST_ADMIN', null]);
        expect(await adminMembers()).toHaveLength(1);
      } finally {
        await holder.end();
      }
    },
  );
});

describe.runIf(testDriver === 'postgres')('two instances on one database', () => {
  let other: App;
  let closeOther: () => Promise<void>;

  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: t.database.url as string, poolSize: 3 });
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' });
    other = await buildApp({ config, database, storage: new LocalStorage(path.join(t.dataDir, 'files')) });
    await other.ready();
    closeOther = async () => {
      await other.close();
      await database.close();
    };
  });
  afterAll(() => closeOther());

  it('refuses a permission taken away on one instance at once on the other', async () => {
    const granter = await userHolding(t.app, { groups: ['admin'] });
    const staff = await userHolding(t.app, { groups: ['order_manager'], permissions: ['users:read'] });
    const onOther = () =>
      other.inject({
        method: 'GET',
        url: accessEndpoints.permissions.path,
        headers: { cookie: staff.cookie },
      });
    expect((await onOther()).statusCode).toBe(200);
    const changed = await send(
      t,
      'PUT',
      accessUrl(staff.userId),
      { groups: [], permissions: [] },
      granter.cookie,
    );
    expect(changed.json()).toMatchObject({ reject: false });
    expect((await onOther()).statusCode).toBe(403);
    // And the session made on one instance is known to the other.
    const fresh = await sessionFor(t.app, granter.userId);
    const granterOnOther = await other.inject({
      method: 'GET',
      url: accessEndpoints.permissions.path,
      headers: { cookie: fresh },
    });
    expect(granterOnOther.statusCode).toBe(200);
  });
});
