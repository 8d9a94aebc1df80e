import type { Permission } from '@grocery/contracts';

/** The cookie that carries the session id. */
export const sessionCookieName = 'sid';

/** The signed-in user of a request (`request.user`), as the session lookup reads it. */
export interface SessionUser {
  userId: number;
  displayName: string;
  email: string;
  preferredLanguageCode: 'en' | 'he' | 'th';
  /** The named permissions held, directly and through groups, in the contracts' order. */
  permissions: Permission[];
  /** Customer types held: they open hidden categories and special prices. */
  userTypeIds: number[];
  sessionIdHash: string;
}
