import { type AnswerOf, type AnyEndpoint, fillPath, type InputOf } from '@grocery/contracts';
import { apiRequest, type RequestOptions } from './client';

export type CallOptions<T> = Pick<RequestOptions<T>, 'parse' | 'allowReject' | 'signal'>;

type CallInput<E> = InputOf<E> & { headers?: Record<string, string> };

/** An endpoint without params, query or body may be called with no input. */
type CallArguments<E> = keyof InputOf<E> extends never
  ? [input?: CallInput<E>, options?: CallOptions<AnswerOf<E>>]
  : [input: CallInput<E>, options?: CallOptions<AnswerOf<E>>];

/**
 * The one way the web calls the server: an endpoint object from `@grocery/contracts` and its input.
 * Path parameters fill the path, the query goes to the query string, the body is sent as JSON
 * (or as multipart when it is FormData). The answer is typed by the endpoint's response schema;
 * `parse` checks it too (lazy chunks only: it brings zod).
 */
export function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options]: CallArguments<E>
): Promise<AnswerOf<E>> {
  const parts = (input ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const path = fillPath(endpoint.path, (parts.params ?? {}) as Record<string, string | number | undefined>);
  const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PUT' || endpoint.method === 'PATCH';
  return apiRequest<AnswerOf<E>>(path, {
    ...options,
    method: endpoint.method,
    query: parts.query as RequestOptions<unknown>['query'],
    body: sendsBody ? (parts.body ?? {}) : parts.body,
    headers: parts.headers,
  });
}
