import { type AdminUserDetails, userAssignmentsRequest } from '@grocery/contracts';
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

export type AssignmentsFormValues = z.input<typeof assignmentsFormSchema>;

/** The user's lists as loaded: the form's defaults, which Save compares against. */
export function assignmentsOf(user: AdminUserDetails): AssignmentsFormValues {
  return {
    userTypeIds: user.userTypes.map((type) => String(type.userTypeId)),
    groups: user.permissionGroups,
    permissions: user.permissions,
  };
}
