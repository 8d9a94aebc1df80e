import { geocoderUnavailableReason, geocodingEndpoints } from '@grocery/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { HttpError } from '../../http/http-error';
import { GeocoderUnavailableError, GeocodingClient } from './geocoding.client';
import { geocodingService } from './geocoding.service';

const unavailableMessage =
  "The address search service is not answering. Place the marker on the map or type 'lat, lon'.";

/** Logs why the service failed (never the user's query) and answers 502. */
async function orUnavailable<T>(request: Pick<FastifyRequest, 'log'>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    request.log.warn({ cause: error.message }, 'geocoding service unavailable');
    throw new HttpError(502, geocoderUnavailableReason, unavailableMessage);
  }
}

/**
 * Address search for the shipping form, through our server to the configured Nominatim-like
 * service. Signed-in users only, so the server is no open proxy to it.
 */
export async function geocodingRoutes(app: AppInstance): Promise<void> {
  const geocoding = geocodingService(app.deps.database.db, new GeocodingClient(app.deps.config.geocoding));

  serve(app, geocodingEndpoints.search, async (request, reply) => {
    const places = await orUnavailable(request, () => geocoding.search(request.query.q));
    reply.header('cache-control', 'private, max-age=3600');
    return { places };
  });

  serve(app, geocodingEndpoints.reverse, async (request, reply) => {
    const { lat, lon } = request.query;
    const place = await orUnavailable(request, () => geocoding.reverse(lat, lon));
    reply.header('cache-control', 'private, max-age=3600');
    return { place };
  });
}
