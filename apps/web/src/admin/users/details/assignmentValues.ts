import {
  type AdminUserDetails,
  type Permission,
  type UserAssignments,
  userAssignmentsRequest,
} from '@grocery/contracts';
import { z } from 'zod';

/**
 * The contract's save request as the form holds it: a multi-select's values are text, so user type
 * ids are kept as digits and become numbers again through the contract's own rule for them.
 */
export const assignmentsFormSchema = userAssignmentsRequest.extend({
  userTypeIds: z
    .array(z.string().regex(/^\d+$/))
    .transform((ids) => ids.map(Number))
    .pipe(userAssignmentsRequest.shape.userTypeIds),
});

type AssignmentsFormValues = z.input<typeof assignmentsFormSchema>;

/** What the form shows apart, read-only, and sends back as loaded (decision 0051). */
export type KeptAccess = { groups: readonly string[]; permissions: readonly Permission[] };

const noneKept: KeptAccess = { groups: [], permissions: [] };

/**
 * The user's lists as loaded, without what is kept apart: the form's defaults, which Save compares
 * against.
 */
export function assignmentsOf(user: AdminUserDetails, kept: KeptAccess = noneKept): AssignmentsFormValues {
  return {
    userTypeIds: user.userTypes.map((type) => String(type.userTypeId)),
    groups: user.permissionGroups.filter((name) => !kept.groups.includes(name)),
    permissions: user.permissions.filter((permission) => !kept.permissions.includes(permission)),
  };
}

/** The request a save sends: the form's lists with what was kept apart added back. */
export function withKept(values: UserAssignments, kept: KeptAccess): UserAssignments {
  return {
    ...values,
    groups: [...values.groups, ...kept.groups],
    permissions: [...values.permissions, ...kept.permissions],
  };
}
