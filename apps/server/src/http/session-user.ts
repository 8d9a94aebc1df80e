import type { Permission, User } from '@grocery/contracts';

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

/** The user as the web app sees it: no session internals. */
export function toPublicUser(user: Omit<SessionUser, 'sessionIdHash'>): User {
  const { userId, displayName, email, preferredLanguageCode, permissions } = user;
  return { userId, displayName, email, preferredLanguageCode, permissions };
}

/** The user of a route whose access is 'user' or a permission list (authentication ran before it). */
export function signedInUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw new Error('signedInUser on a route open to anonymous callers');
  return request.user;
}
