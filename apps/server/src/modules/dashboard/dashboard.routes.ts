import { ordersAdminEndpoints, shopTimeZone } from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { dashboardService } from './dashboard.service';

/** The back office's home figures: today, this week, orders waiting, best sellers (decision 0046). */
export async function dashboardRoutes(app: AppInstance): Promise<void> {
  const { config, database } = app.deps;
  const service = dashboardService({
    db: database.db,
    currencySymbol: config.currencySymbol,
    timeZone: shopTimeZone,
  });

  serve(app, ordersAdminEndpoints.dashboard, async (request) => {
    const figures = await service.figures(request.query.languageCode, new Date());
    return figures;
  });
}
