import {
  adminGroup,
  type Permission,
  permissionGroupSeeds,
  permissionNames,
  permissionTitles,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { permissionGroupPermissions, permissionGroups, permissions } from './schema';

// Any constant shared by every instance: two servers starting together seed once, in turn.
const seedPermissionsLockKey = 7_290_003;

/**
 * Brings the permissions and the seeded groups up to the contracts' lists, once per start, right
 * after the migrations. It only adds: every permission exists (with its current human name), every
 * seeded group exists, `admin` holds every permission, and a group receives its listed permissions
 * when it is made or when a permission is new. What an admin later took from another group stays
 * taken (decision 0029).
 */
export async function seedPermissions(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedPermissionsLockKey})`);
    const known = new Set((await tx.select().from(permissions)).map((row) => row.permissionId));
    const newPermissions = new Set(permissionNames.filter((name) => !known.has(name)));
    await tx
      .insert(permissions)
      .values(permissionNames.map((name) => ({ permissionId: name, permissionName: permissionTitles[name] })))
      .onConflictDoUpdate({
        target: permissions.permissionId,
        set: { permissionName: sql`excluded.permission_name` },
      });

    const groupIds = new Map(
      (await tx.select().from(permissionGroups)).map((row) => [
        row.permissionGroupName,
        row.permissionGroupId,
      ]),
    );
    for (const [group, listed] of Object.entries(permissionGroupSeeds)) {
      let groupId = groupIds.get(group);
      const isNewGroup = groupId === undefined;
      if (groupId === undefined) {
        const [made] = await tx
          .insert(permissionGroups)
          .values({ permissionGroupName: group })
          .returning({ id: permissionGroups.permissionGroupId });
        groupId = made?.id as number;
      }
      const given = (listed as readonly Permission[]).filter(
        (name) => group === adminGroup || isNewGroup || newPermissions.has(name),
      );
      if (given.length === 0) continue;
      await tx
        .insert(permissionGroupPermissions)
        .values(given.map((permissionId) => ({ permissionGroupId: groupId, permissionId })))
        .onConflictDoNothing();
    }
  });
}
