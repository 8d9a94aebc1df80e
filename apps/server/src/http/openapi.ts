import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiDocsPath, csrfHeader } from '@grocery/contracts';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { withExamples } from './api-examples';
import { componentRegistry, withUsedComponents } from './openapi-components';
import { bearerScheme, describeOperation, type OperationSchema, sessionScheme } from './openapi-operation';
import { splitOptionalParameters } from './openapi-paths';
import { sessionCookieName } from './session-user';

const description = [
  'Every answer is JSON with `reject` and `reason` beside its data.',
  'Business rejections answer 200 with `reject: true` and a reason the call lists.',
  'Errors answer with the `ErrorEnvelope`: malformed input 400 (with `issues`), no session 401,',
  'no permission or a failed forgery check 403, missing 404, too large 413, unsupported content type 415,',
  'too many attempts 429, a fault on our side 500 (with `ticketId`).',
  `Signing in sets the \`${sessionCookieName}\` session cookie; calls that need a session say so`,
  'and take the cookie or a bearer token (`Authorization: Bearer <token>`).',
  `With the cookie, every POST, PUT, PATCH and DELETE needs a JSON body or the \`X-Requested-With: ${csrfHeader.value}\``,
  'header, which a cross-site form cannot send; without either it answers 403. Bearer-token calls need neither.',
  'A call that takes no body may send `Content-Type: application/json` with an empty body.',
  'State never changes on GET: logging out and confirming an email are POST.',
].join(' ');

/** OpenAPI 3.1 generated from the routes' zod schemas and access rules; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  const schemaRegistry = componentRegistry();
  const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry });
  const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry });
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Grocery store API', version, description },
      servers: [{ url: app.deps.config.publicUrl }],
      components: {
        securitySchemes: {
          [sessionScheme]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName,
            description: 'The session cookie that signing in sets (HttpOnly; the browser sends it).',
          },
          [bearerScheme]: {
            type: 'http',
            scheme: 'bearer',
            description: 'A bearer token, for clients that keep no cookies.',
          },
        },
      },
    },
    transform: (input) => {
      // The document is the API's: routes not made from an endpoint object (robots.txt, sitemaps) stay out.
      if (!input.route.config?.endpoint) return { schema: { hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform(input) as { schema: OperationSchema; url: string };
      if (schema?.hide) return { schema, url };
      const limits = { bodyLimit, uploads: app.deps.config.uploads };
      return { schema: describeOperation(schema ?? {}, input.route, limits), url };
    },
    transformObject: (input) => {
      const document = jsonSchemaTransformObject(input) as OpenAPIV3_1.Document;
      const paths = splitOptionalParameters(withExamples(document.paths ?? {}));
      return withUsedComponents({ ...document, paths });
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: apiDocsPath });
}
