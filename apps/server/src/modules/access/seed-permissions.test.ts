import { permissionGroupSeeds, permissionNames, permissionTitles } from '@grocery/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { permissionGroupPermissions, permissionGroups, permissions } from '../../db/schema';
import { seedPermissions } from '../../db/seed-permissions';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Every group's permissions as stored, each list in the contracts' order. */
async function holdings(): Promise<Record<string, string[]>> {
  const rows = await database.db
    .select({
      group: permissionGroups.permissionGroupName,
      permission: permissionGroupPermissions.permissionId,
    })
    .from(permissionGroupPermissions)
    .innerJoin(
      permissionGroups,
      eq(permissionGroups.permissionGroupId, permissionGroupPermissions.permissionGroupId),
    );
  const groups: Record<string, string[]> = {};
  for (const group of (await database.db.select().from(permissionGroups)).map((g) => g.permissionGroupName))
    groups[group] = permissionNames.filter((name) =>
      rows.some((row) => row.group === group && row.permission === name),
    );
  return groups;
}

const seeded = Object.fromEntries(
  Object.entries(permissionGroupSeeds).map(([group, listed]) => [
    group,
    permissionNames.filter((name) => (listed as readonly string[]).includes(name)),
  ]),
);

async function takeFromGroup(group: string, permission: string) {
  const [row] = await database.db
    .select()
    .from(permissionGroups)
    .where(eq(permissionGroups.permissionGroupName, group));
  await database.db
    .delete(permissionGroupPermissions)
    .where(
      and(
        eq(permissionGroupPermissions.permissionGroupId, row?.permissionGroupId as number),
        eq(permissionGroupPermissions.permissionId, permission),
      ),
    );
}

describe('seeding the permissions (run by migrate)', () => {
  it('stores every permission with its name and every seeded group with its list; admin holds all', async () => {
    const stored = await database.db.select().from(permissions);
    expect(new Map(stored.map((row) => [row.permissionId, row.permissionName]))).toEqual(
      new Map(permissionNames.map((name) => [name, permissionTitles[name]])),
    );
    expect(await holdings()).toEqual(seeded);
    expect(seeded.admin).toEqual([...permissionNames]);
  });

  it('is idempotent, also when two instances start together', async () => {
    await Promise.all([seedPermissions(database.db), seedPermissions(database.db)]);
    await seedPermissions(database.db);
    expect(await holdings()).toEqual(seeded);
  });

  it('keeps what an admin took from another group, but gives admin back every permission', async () => {
    await takeFromGroup('catalog_manager', 'pricing:write');
    await takeFromGroup('admin', 'users:grant');
    await seedPermissions(database.db);
    const after = await holdings();
    expect(after.catalog_manager).toEqual(seeded.catalog_manager?.filter((name) => name !== 'pricing:write'));
    expect(after.admin).toEqual([...permissionNames]);
  });

  it('gives a permission new to the database to admin and to every group that lists it', async () => {
    // As if system:read had just been added to the contracts' list.
    await database.db.delete(permissions).where(eq(permissions.permissionId, 'system:read'));
    expect((await holdings()).developer).not.toContain('system:read');
    await seedPermissions(database.db);
    const after = await holdings();
    expect(after.developer).toContain('system:read');
    expect(after.admin).toEqual([...permissionNames]);
    expect(after.order_manager).not.toContain('system:read');
  });

  it('makes a missing seeded group again, with its whole list', async () => {
    await database.db.delete(permissionGroups).where(eq(permissionGroups.permissionGroupName, 'dispatcher'));
    await seedPermissions(database.db);
    expect((await holdings()).dispatcher).toEqual(seeded.dispatcher);
  });

  it('brings the stored names up to the contracts', async () => {
    await database.db
      .update(permissions)
      .set({ permissionName: 'Administration area' })
      .where(eq(permissions.permissionId, 'admin_access'));
    await seedPermissions(database.db);
    const [row] = await database.db
      .select()
      .from(permissions)
      .where(eq(permissions.permissionId, 'admin_access'));
    expect(row?.permissionName).toBe(permissionTitles.admin_access);
  });
});
