/**
 * The one HTTP client of the web app. Every call goes to `/api`, carries cookies, accepts JSON and,
 * when it changes state, sends a JSON content type and the `X-Requested-With: grocery` header (the
 * server refuses mutating calls without them, so that a cross-site form cannot forge one).
 * Answers use the envelope `{ reject, reason, message?, ticketId? }`.
 */

const apiBase = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a 400 names as refused: the input's path (e.g. 'body.windows.2.startTime') and why. */
type InputIssue = { path: string; message: string };

/** A failed call: HTTP error, business rejection, network failure or an answer of the wrong shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly reason: string,
    /** Present on server faults (500): the id written to the server log, shown as a ticket number. */
    readonly ticketId?: string,
    /** Present on malformed input (400): what the server refused, field by field. */
    readonly issues: InputIssue[] = [],
    /** Present on 429: seconds until the server takes the call again (its `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const isIssue = (value: unknown): value is InputIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as InputIssue).path === 'string' &&
  typeof (value as InputIssue).message === 'string';

/** No session: it ended (sign-out or a password reset elsewhere) or there never was one. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The server does not know it, or the caller may not see it (another user's order): a 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Anything with a `parse` method, such as a zod schema from `@grocery/contracts`. */
type Parser<T> = { parse: (value: unknown) => T };

/**
 * The answer a contract's schema describes, for calls that type the answer without checking it again
 * (the server checks every answer against the same schema before sending it; decision 0009).
 */
export type AnswerOf<S extends Parser<unknown>> = ReturnType<S['parse']>;

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Checks and types the answer. */
  parse?: Parser<T> | ((value: unknown) => T);
  /** Return business rejections (HTTP 200, reject true) to the caller instead of throwing. */
  allowReject?: boolean;
  /** Extra headers of this call (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function apiUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const base = path === apiBase || path.startsWith(`${apiBase}/`) ? path : `${apiBase}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

export function isMutating(method: HttpMethod): boolean {
  return method !== 'GET';
}

export function requestHeaders(method: HttpMethod, body: unknown): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (isMutating(method)) {
    headers['X-Requested-With'] = 'grocery';
    // A JSON content type only with a body: the server refuses an empty JSON body (DELETE has none).
    if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  }
  return headers;
}

type Envelope = {
  reject?: unknown;
  reason?: unknown;
  message?: unknown;
  ticketId?: unknown;
  issues?: unknown;
  retryAfterSeconds?: unknown;
};

function asEnvelope(value: unknown): Envelope {
  return typeof value === 'object' && value !== null ? (value as Envelope) : {};
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Turns an answer into data or an ApiError. Exported for tests. */
export function interpretAnswer<T>(status: number, data: unknown, options: RequestOptions<T> = {}): T {
  const envelope = asEnvelope(data);
  const reason = typeof envelope.reason === 'string' ? envelope.reason : null;
  const message = typeof envelope.message === 'string' ? envelope.message : null;
  const ticketId = typeof envelope.ticketId === 'string' ? envelope.ticketId : undefined;
  if (status < 200 || status >= 300) {
    const issues = Array.isArray(envelope.issues) ? envelope.issues.filter(isIssue) : [];
    const retryAfter =
      typeof envelope.retryAfterSeconds === 'number' ? envelope.retryAfterSeconds : undefined;
    throw new ApiError(
      message ?? `HTTP ${status}`,
      status,
      reason ?? `HTTP_${status}`,
      ticketId,
      issues,
      retryAfter,
    );
  }
  if (envelope.reject === true && !options.allowReject) {
    throw new ApiError(message ?? reason ?? 'Rejected', status, reason ?? 'REJECTED', ticketId);
  }
  const { parse } = options;
  if (!parse) return data as T;
  try {
    return typeof parse === 'function' ? parse(data) : parse.parse(data);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new ApiError(`Unexpected answer: ${detail}`, status, 'BAD_RESPONSE');
  }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where calls go: the browser's fetch, or, in the server's page renderer (entry-server.tsx), the
 * server itself in-process, as an anonymous visitor.
 */
export function setTransport(next: Transport): void {
  transport = next;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const { body } = options;
  let response: Response;
  try {
    response = await transport(apiUrl(path, options.query), {
      method,
      credentials: 'include',
      headers: { ...requestHeaders(method, body), ...options.headers },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('The server could not be reached.', 0, 'NETWORK_ERROR');
  }
  return interpretAnswer(response.status, await readJson(response), options);
}
