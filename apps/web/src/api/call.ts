import { type AnswerOf, type AnyEndpoint, fillPath, type InputOf } from '@grocery/contracts';
import { apiRequest, type RequestOptions } from './client';

type CallOptions<T> = Pick<RequestOptions<T>, 'parse' | 'allowReject' | 'signal'>;

type CallInput<E> = InputOf<E> & { headers?: Record<string, string> };

/** An endpoint without params, query or body may be called with no input. */
type CallArguments<E> = keyof InputOf<E> extends never
  ? [input?: CallInput<E>, options?: CallOptions<AnswerOf<E>>]
  : [input: CallInput<E>, options?: CallOptions<AnswerOf<E>>];

/**
 * The one way the web calls the server: an endpoint object from `@grocery/contracts` and its input.
 * Path parameters fill the path, the query goes to the query string, the body is sent as JSON
 * (or as multipart when it is FormData); a call without a body sends none (a mutating one still
 * carries the X-Requested-With header, see client.ts). The answer is typed by the endpoint's
 * response schema; `parse` checks it too (lazy chunks only: it brings zod).
 */
export function call<E extends AnyEndpoint>(
  endpoint: E,
  ...[input, options]: CallArguments<E>
): Promise<AnswerOf<E>> {
  const { params, ...parts } = (input ?? {}) as {
    params?: Record<string, string | number | undefined>;
  } & Pick<RequestOptions<unknown>, 'query' | 'body' | 'headers'>;
  return apiRequest(fillPath(endpoint.path, params ?? {}), { ...options, ...parts, method: endpoint.method });
}
