import { shippingEndpoints } from '@grocery/contracts';
import { reject } from '../../http/answers';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser } from '../../http/session-user';
import { shippingService } from './shipping.service';

/** The signed-in user's delivery addresses and their one default. */
export async function shippingRoutes(app: AppInstance): Promise<void> {
  const shipping = shippingService(app.deps.database.db);

  serve(app, shippingEndpoints.list, async (request) => {
    return { addresses: await shipping.list(signedInUser(request).userId) };
  });

  serve(app, shippingEndpoints.create, async (request) => {
    const result = await shipping.create(signedInUser(request).userId, request.body);
    if (result.reason) return reject(result.reason, { message: result.message });
    return { address: result.address };
  });

  serve(app, shippingEndpoints.setDefault, async (request) => {
    const address = await shipping.setDefault(signedInUser(request).userId, request.params.shippingAddressId);
    if (!address) throw notFound('No such address.');
    return { address };
  });
}
