import { z } from 'zod';
import { idParam } from './catalogue';
import { ok, okOrRejected } from './envelope';
import { permissionNames } from './permissions';
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
 */
export const userAccessRejections = ['OWN_ACCESS_REQUIRED', 'LAST_ADMIN'] as const;
export type UserAccessRejection = (typeof userAccessRejections)[number];

export const updateUserAccessResponse = okOrRejected({ access: userAccessSchema }, userAccessRejections);
