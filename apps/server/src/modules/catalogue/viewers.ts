import type { SessionUser } from '../../http/session-user';
import type { Viewer } from './catalogue.service';

const anonymous: Viewer = { userTypeIds: [] };

/** The viewer behind a request: the user types the signed-in user holds (read with the session). */
export const viewerOf = (user: Pick<SessionUser, 'userTypeIds'> | null): Viewer =>
  user ? { userTypeIds: user.userTypeIds } : anonymous;

/** The cache key part for a viewer: their user types ('' for none, as anonymous). */
export const viewerKey = (viewer: Viewer) => viewer.userTypeIds.join(',');
