import { z } from 'zod';
import { idParam } from './catalogue';
import { ok } from './envelope';
import { type Permission, permissionNames } from './permissions';
import { text } from './text';

export const permissionSchema = z.enum(permissionNames);
export const permissionGroupNameSchema = text().min(1).max(100);
/** Digits only, as every path id: `01`, `1.0` or `1e3` would name a user under a second address. */
export const userIdSchema = idParam;

export const permissionsResponse = ok({
  permissions: z.array(z.object({ permission: permissionSchema, name: z.string() })),
  groups: z.array(z.object({ name: z.string(), permissions: z.array(permissionSchema) })),
});

export const userAccessParams = z.strictObject({ userId: userIdSchema });

/** A user's groups, the permissions given to them directly, and all they hold through both. */
export const userAccessSchema = z.object({
  userId: z.number().int(),
  groups: z.array(z.string()),
  permissions: z.array(permissionSchema),
  effectivePermissions: z.array(permissionSchema),
});
export type UserAccess = z.infer<typeof userAccessSchema>;

export const userAccessResponse = ok({ access: userAccessSchema });

/** Replaces both sets; a name given twice counts once. */
export const updateUserAccessRequest = z.strictObject({
  groups: z.array(permissionGroupNameSchema).max(100),
  permissions: z.array(permissionSchema).max(permissionNames.length * 2),
});

/**
 * OWN_ACCESS_REQUIRED: the caller would lose admin_access or users:grant themselves.
 * LAST_ADMIN: no user would be left in the admin group.
 * GRANT_NOT_HELD: the change gives or takes away a permission the caller does not hold, or a group
 * holding one (decision 0051); the answer's `notGrantable` names them.
 */
export const userAccessRejections = ['OWN_ACCESS_REQUIRED', 'LAST_ADMIN', 'GRANT_NOT_HELD'] as const;
export type UserAccessRejection = (typeof userAccessRejections)[number];

/** What a refused change asked to give or take away that the caller may not: permissions and groups by name. */
export const notGrantableSchema = z.object({
  permissions: z.array(permissionSchema),
  groups: z.array(z.string()),
});
export type NotGrantable = z.infer<typeof notGrantableSchema>;

/** An access change's answer: the data, or a refusal (with `notGrantable` when GRANT_NOT_HELD). */
export function okOrAccessRejection<T extends z.ZodRawShape>(shape: T) {
  return z.discriminatedUnion('reject', [
    ok(shape),
    z.object({
      reject: z.literal(true),
      reason: z.enum(userAccessRejections),
      message: z.string().optional(),
      notGrantable: notGrantableSchema.optional(),
    }),
  ]);
}

/**
 * Decision 0051, shared by the server's check and the page's choices: a caller may give or take away
 * a permission it holds (directly or through its groups), and a group all of whose permissions it
 * holds. `held` is the caller's effective permissions.
 */
export const mayGrantPermission = (held: readonly Permission[], permission: Permission): boolean =>
  held.includes(permission);

export const mayGrantGroup = (
  held: readonly Permission[],
  groupPermissions: readonly Permission[],
): boolean => groupPermissions.every((permission) => held.includes(permission));

export const updateUserAccessResponse = okOrAccessRejection({ access: userAccessSchema });
