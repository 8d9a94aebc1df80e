import { adminEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { signedInUser, toPublicUser } from '../../http/session-user';

/** The admin area's own calls; every one requires admin_access (enforced at registration). */
export async function adminRoutes(app: AppInstance): Promise<void> {
  serve(app, adminEndpoints.me, async (request) => {
    return { user: toPublicUser(signedInUser(request)) };
  });
}
