import type { FastifyInstance } from 'fastify';

/**
 * `Content-Type: application/json` with an empty body, on a call that takes no body (logout, a
 * DELETE), is read as no body: generated clients send the header on every call. Fastify's own
 * JSON parser answers 400 to it; every other body goes to that parser as before.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0 && !request.routeOptions.schema?.body) return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
