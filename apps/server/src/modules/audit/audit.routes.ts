import { auditEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serveList } from '../../http/list-page';
import { auditService } from './audit.service';

/** The audit log, read by admins holding system:read. */
export async function auditRoutes(app: AppInstance): Promise<void> {
  const service = auditService(app.deps.database.db);

  serveList(app, auditEndpoints.list, auditEndpoints.page, async (request) => {
    return service.list(request.query);
  });
}
