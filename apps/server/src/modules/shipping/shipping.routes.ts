import {
  createShippingAddressRequest,
  createShippingAddressResponse,
  shippingAddressesResponse,
  shippingAddressParams,
  shippingAddressResponse,
  shippingPaths,
} from '@grocery/contracts';
import type { AppInstance } from '../../http/app-instance';
import { notFound } from '../../http/http-error';
import type { SessionUser } from '../accounts/sessions';
import { shippingService } from './shipping.service';

const tags = ['shipping'];
const done = { reject: false as const, reason: null };
const userIdOf = (request: { user: SessionUser | null }) => (request.user as SessionUser).userId;

/** The signed-in user's delivery addresses and their one default. */
export async function shippingRoutes(app: AppInstance): Promise<void> {
  const shipping = shippingService(app.deps.database.db);
  const userRoute = { access: 'user' as const };

  app.get(
    shippingPaths.addresses,
    { config: userRoute, schema: { tags, response: { 200: shippingAddressesResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { ...done, addresses: await shipping.list(userIdOf(request)) };
    },
  );

  app.post(
    shippingPaths.addresses,
    {
      config: userRoute,
      schema: { tags, body: createShippingAddressRequest, response: { 200: createShippingAddressResponse } },
    },
    async (request) => {
      const result = await shipping.create(userIdOf(request), request.body);
      if (result.reason) return { reject: true as const, reason: result.reason, message: result.message };
      return { ...done, address: result.address };
    },
  );

  app.post(
    shippingPaths.setDefault,
    {
      config: userRoute,
      schema: { tags, params: shippingAddressParams, response: { 200: shippingAddressResponse } },
    },
    async (request) => {
      const address = await shipping.setDefault(userIdOf(request), request.params.shippingAddressId);
      if (!address) throw notFound('No such address.');
      return { ...done, address };
    },
  );
}
