import type { AnyEndpoint, ReplyOf, RequestOf } from '@grocery/contracts';
import * as contracts from '@grocery/contracts';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { accepted, isRejection } from './answers';
import type { AppInstance } from './app-instance';
import { idempotencyHooks } from './idempotency';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint object this route was registered from (http/route-access.ts insists on one). */
    endpoint?: AnyEndpoint;
    /** An upload route's own limit per file, in bytes, instead of UPLOAD_MAX_BYTES (uploads-plugin.ts). */
    uploadMaxBytes?: number;
  }
}

/** The request a handler receives: params, query, body and headers as the endpoint's schemas output. */
export type EndpointRequest<E> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  Omit<RequestOf<E>, 'headers'> &
  (RequestOf<E> extends { headers: infer H } ? { headers: FastifyRequest['headers'] & H } : unknown);

/** A successful answer's own data: the envelope's reject and reason are added by `serve()`. */
type DataOf<R> = R extends { reject: false } ? Omit<R, 'reject' | 'reason'> : never;
/** A business refusal the response schema lists, made with `reject()` (http/answers.ts). */
type RejectionOf<R> = R extends { reject: true } ? R : never;

/** What a handler returns: its data, or a `reject(...)` value the response schema lists. */
type EndpointReply<E> = E extends { response: string }
  ? DataOf<ReplyOf<E>> | RejectionOf<ReplyOf<E>>
  : unknown;

export type EndpointHandler<E> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E>>;

function schemaNamed(endpoint: AnyEndpoint, name: string): z.ZodType {
  const schema = (contracts as Record<string, unknown>)[name];
  if (!(schema instanceof z.ZodType)) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: @grocery/contracts exports no schema named ${name}`,
    );
  }
  return schema;
}

function routeSchema(endpoint: AnyEndpoint): FastifySchema {
  const named = (name: string | undefined) => (name ? schemaNamed(endpoint, name) : undefined);
  const schema: FastifySchema = {
    tags: [endpoint.tag],
    operationId: endpoint.operationId,
  };
  if (endpoint.summary) schema.summary = endpoint.summary;
  if (endpoint.params) schema.params = named(endpoint.params);
  if (endpoint.query) schema.querystring = named(endpoint.query);
  if (endpoint.headers) schema.headers = named(endpoint.headers);
  if (endpoint.body) schema.body = named(endpoint.body);
  if (endpoint.response) schema.response = { 200: named(endpoint.response) };
  if (endpoint.deprecated) {
    const { sunset, successor } = endpoint.deprecated;
    Object.assign(schema, {
      deprecated: true,
      description: `Deprecated: use \`${successor}\`. Answers until ${sunset} with \`Deprecation\`, \`Sunset\` and \`Link\` headers (decision 0076).`,
    });
  }
  return schema;
}

export interface ServeOptions {
  /** An upload endpoint's limit per file, in bytes, when not UPLOAD_MAX_BYTES (e.g. from a setting). */
  uploadMaxBytes?: number;
}

/**
 * What every answer of a deprecated call says (decision 0076): since when (RFC 9745), until when
 * (RFC 8594), and the call that replaces it, its path filled with this request's parameters.
 */
export function deprecationHeaders(
  { since, sunset, successor }: contracts.Deprecation,
  params: Record<string, string | number | undefined>,
) {
  return {
    deprecation: `@${Math.floor(Date.parse(since) / 1000)}`,
    sunset: new Date(sunset).toUTCString(),
    link: `<${contracts.fillPath(successor, params)}>; rel="successor-version"`,
  };
}

/**
 * The handler inside the envelope (decision 0059): the endpoint's declared Cache-Control is set
 * before it runs (so its 404s carry it too), and a data answer gets reject false and reason null.
 * A rejection, and a reply the handler sent itself (files, pre-encoded JSON), go out as they are.
 */
function enveloped<E extends AnyEndpoint>(endpoint: E, handler: EndpointHandler<E>) {
  const cache = endpoint.cache && contracts.cacheControl[endpoint.cache];
  return async (request: EndpointRequest<E>, reply: FastifyReply) => {
    if (cache) reply.header('cache-control', cache);
    if (endpoint.deprecated) {
      reply.headers(
        deprecationHeaders(
          endpoint.deprecated,
          (request as { params?: Record<string, string> }).params ?? {},
        ),
      );
    }
    const answer = await handler(request, reply);
    // A handler that returned its sent reply resolves, once the answer is out, to undefined.
    if (reply.sent) return undefined;
    if (!endpoint.response || answer === reply || isRejection(answer)) return answer;
    return accepted(answer as object);
  };
}

/**
 * Registers the route of an endpoint object: its method, path, schemas, access and caching all come
 * from the endpoint; the feature adds only the handler.
 */
export function serve<E extends AnyEndpoint>(
  app: AppInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: ServeOptions = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      rateLimited: endpoint.rateLimited,
      endpoint,
      uploadMaxBytes: options.uploadMaxBytes,
    },
    schema: routeSchema(endpoint),
    handler: enveloped(endpoint, handler) as never,
    // Route hooks: its onSend runs before compression's, so the kept answer is the plain one.
    ...(endpoint.idempotent ? idempotencyHooks(app.deps.database.db, endpoint) : {}),
  });
}
