import { auditEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { auditService } from './audit.service';

/** The audit log, read by admins holding system:read. */
export async function auditRoutes(app: AppInstance): Promise<void> {
  const service = auditService(app.deps.database.db);

  serve(app, auditEndpoints.list, async (request) => {
    return service.list(request.query);
  });
}
