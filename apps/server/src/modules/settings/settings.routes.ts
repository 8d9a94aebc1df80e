import { settingsEndpoints } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { settingsService } from './settings.service';

/** The Settings page's call (decision 0056). */
export async function settingsRoutes(app: AppInstance): Promise<void> {
  const service = settingsService(app.deps.config);

  serve(app, settingsEndpoints.read, async () => {
    return service.read();
  });
}
