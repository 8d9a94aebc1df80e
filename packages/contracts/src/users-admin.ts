import { z } from 'zod';
import { okOrAccessRejection, permissionGroupNameSchema, permissionSchema, userIdSchema } from './access';
import { ok } from './envelope';
import { maxId } from './limits';
import { listAnswer, listOptions, listPageQuery, listQuery, pageAnswer } from './lists';
import { permissionNames } from './permissions';
import { text } from './text';
import { adminUserTypeSchema } from './user-types-admin';

/** The users grid's page: the spec's 50, newest first. */
export const usersAdminPageSize = 50;

/**
 * `q` matches display names and emails containing it (any case); `permissionGroup` keeps the
 * members of the group of that name.
 */
const usersAdminListOptions = listOptions({
  sortKeys: ['userId', 'displayName', 'email', 'createdAt'],
  defaultSort: 'createdAt',
  defaultDir: 'desc',
  defaultPageSize: usersAdminPageSize,
  filters: {
    q: text().max(200).optional(),
    permissionGroup: permissionGroupNameSchema.optional(),
  },
});
export const usersAdminListQuery = listQuery(usersAdminListOptions);
/** Version 2 (decision 0076): the same filters, camelCase sort keys. */
export const usersAdminPageQuery = listPageQuery(usersAdminListOptions);
export type UsersAdminListQuery = z.output<typeof usersAdminListQuery>;

/** A row of the users grid: the user, their user types, groups and direct permissions. */
export const adminUserSchema = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** By name. */
  userTypes: z.array(adminUserTypeSchema),
  /** By name. */
  permissionGroups: z.array(z.string()),
  /** Given directly, not through a group; in the contracts' order. */
  permissions: z.array(permissionSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserDetailsSchema = adminUserSchema.extend({ emailVerified: z.boolean() });
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

export const usersAdminListResponse = listAnswer(adminUserSchema);
export const usersAdminPageResponse = pageAnswer(adminUserSchema);

export const adminUserParams = z.strictObject({ userId: userIdSchema });

export const adminUserResponse = ok({ user: adminUserDetailsSchema });

/** The user detail screen's three lists, saved together; an id or a name given twice counts once. */
export const userAssignmentsRequest = z.strictObject({
  userTypeIds: z.array(z.number().int().min(1).max(maxId)).max(100),
  groups: z.array(permissionGroupNameSchema).max(100),
  permissions: z.array(permissionSchema).max(permissionNames.length * 2),
});
export type UserAssignments = z.infer<typeof userAssignmentsRequest>;

/** Refused as the access call refuses: OWN_ACCESS_REQUIRED, LAST_ADMIN, GRANT_NOT_HELD (naming what). */
export const userAssignmentsResponse = okOrAccessRejection({ user: adminUserDetailsSchema });

/**
 * The admin's "reset password" (decision 0034): the user is mailed a reset link in their own
 * language; no admin ever sets or sees a password. `sentTo` is the address it went to.
 */
export const resetLinkResponse = ok({ sentTo: z.string() });
