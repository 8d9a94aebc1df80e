import { adminMeResponse, adminPaths } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { adminPermission } from '../../http/route-access';
import { type SessionUser, toPublicUser } from '../accounts/sessions';

/** The admin area's own calls; every one requires admin_access (enforced at registration). */
export async function adminRoutes(app: AppInstance): Promise<void> {
  app.get(
    adminPaths.me,
    {
      config: { access: { permission: adminPermission } },
      schema: { tags: ['admin'], response: { 200: adminMeResponse } },
    },
    async (request) => {
      return { reject: false as const, reason: null, user: toPublicUser(request.user as SessionUser) };
    },
  );
}
