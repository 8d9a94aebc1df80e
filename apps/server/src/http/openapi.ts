import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiPaths } from '@grocery/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod schemas of the routes; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Grocery store API',
        version,
        description: [
          'Every answer is JSON with `reject` and `reason` beside its data.',
          'Business rejections answer 200 with `reject: true`; malformed input 400, no session 401,',
          'no permission 403, missing 404, too large 413, too many requests 429.',
          'State never changes on GET: calls the original client made with GET (logout, sync start/stop/reset) are POST here.',
        ].join(' '),
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: apiPaths.docs });
}
