import type { NotGrantable, Permission, UserAccessRejection } from '@grocery/contracts';

type Texts = { ownAccessRequired: string; lastAdmin: string; grantNotHeld: string };

/** Why a save was refused, and what it names (GRANT_NOT_HELD: permissions by title, then groups). */
export type SaveRefusal = { message: string; names: string[] };

/**
 * What to say of a refused save (a rejection answered with HTTP 200): the reason in the page's
 * language and, for GRANT_NOT_HELD, each permission and group the admin may not grant.
 */
export function saveRefusal(
  refusal: { reason: UserAccessRejection; notGrantable?: NotGrantable },
  texts: Texts,
  permissionTitles: Record<Permission, string>,
): SaveRefusal {
  if (refusal.reason === 'OWN_ACCESS_REQUIRED') return { message: texts.ownAccessRequired, names: [] };
  if (refusal.reason === 'LAST_ADMIN') return { message: texts.lastAdmin, names: [] };
  const { permissions = [], groups = [] } = refusal.notGrantable ?? {};
  return {
    message: texts.grantNotHeld,
    names: [...permissions.map((permission) => permissionTitles[permission] ?? permission), ...groups],
  };
}
