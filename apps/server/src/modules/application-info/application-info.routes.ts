import { systemAdminEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { applicationInfoService } from './application-info.service';

/** The Application info page's call (decision 0049). */
export async function applicationInfoRoutes(app: AppInstance): Promise<void> {
  const { config, database, version } = app.deps;
  const service = await applicationInfoService({ config, database, version });

  serve(app, systemAdminEndpoints.application, async () => {
    return service.read();
  });
}
