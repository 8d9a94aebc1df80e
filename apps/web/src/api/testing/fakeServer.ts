import type { AnyEndpoint } from '@grocery/contracts';
import { onTestFinished, vi } from 'vitest';
import { ApiError } from '../client';
import { fakeUploads } from './fakeUploads';

/** A request the page sent: its method, path, query and JSON body (undefined without one). */
export type SentRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
  /** The request's headers (e.g. Idempotency-Key). */
  headers: Headers;
  /** A multipart body (an upload), as sent. */
  form?: FormData;
  signal?: AbortSignal;
  /** An upload's (fakeUploads): tells the page how much of it has gone (0..1). */
  progress?: (fraction: number) => void;
};
type Answer = { status?: number; body: unknown } | undefined;

/**
 * Component tests: the browser's fetch answers as the server would, from `answer` (undefined: 404),
 * so the page's own calls, keys and parsing run for real. Every request sent is kept; the fake is
 * taken away when the test ends.
 */
export function fakeServer(answer: (request: SentRequest) => Answer | Promise<Answer>) {
  const sent: SentRequest[] = [];
  const spy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const sentBody = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: sentBody,
      headers: new Headers(init?.headers),
      form: init?.body instanceof FormData ? init.body : undefined,
      signal: init?.signal ?? undefined,
    };
    sent.push(request);
    const found = await answer(request);
    const status = found?.status ?? (found ? 200 : 404);
    const body = found?.body ?? { reject: true, reason: 'NOT_FOUND', message: 'Not found.' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  onTestFinished(() => spy.mockRestore());
  return { sent, restore: () => spy.mockRestore() };
}

/** A request to one endpoint, with its path parameters read back (as text). */
export type EndpointRequest = SentRequest & { params: Record<string, string> };
/** How a test answers one endpoint: the endpoint's method and path, and the answer's body. */
type EndpointAnswer = {
  match: (request: SentRequest) => Record<string, string> | null;
  reply: (request: EndpointRequest) => unknown;
};

/** The path parameters of `path` under the endpoint's pattern (`/api/orders/:orderId`), or null. */
function paramsOf(endpoint: AnyEndpoint, request: SentRequest): Record<string, string> | null {
  if (request.method !== endpoint.method) return null;
  const names: string[] = [];
  const pattern = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:(\w+)/g, (_m, name) => {
    names.push(name);
    return '/([^/]+)';
  });
  const found = new RegExp(`^${pattern}$`).exec(request.path);
  if (!found) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
}

/**
 * Answers `endpoint` (matched by its method and path) with `reply`'s body, 200. A reply that throws
 * an ApiError answers as the server would refuse (its status and envelope); any other throw is a 500.
 */
export function answering<E extends AnyEndpoint>(
  endpoint: E,
  reply: (request: EndpointRequest) => unknown,
): EndpointAnswer {
  return { match: (request) => paramsOf(endpoint, request), reply };
}

async function replyOf(answer: EndpointAnswer, request: EndpointRequest) {
  try {
    return { status: 200, body: await answer.reply(request) };
  } catch (error) {
    if (!(error instanceof ApiError))
      return { status: 500, body: { reject: true, reason: 'INTERNAL_ERROR', message: String(error) } };
    const { message, status, reason, ticketId, issues } = error;
    return { status, body: { reject: true, reason, message, ticketId, issues } };
  }
}

const notFound = { status: 404, body: { reject: true, reason: 'NOT_FOUND', message: 'Not found.' } };

/** A fake server answering only these endpoints (anything else: 404), uploads included. */
export function fakeEndpoints(...answers: EndpointAnswer[]) {
  const route = (request: SentRequest) => {
    for (const answer of answers) {
      const params = answer.match(request);
      if (params) return replyOf(answer, { ...request, params });
    }
    return undefined;
  };
  // An upload that fails to reach the server (status 0) is a network error, as the browser has it.
  fakeUploads(async (request) => {
    const found = (await route(request)) ?? notFound;
    return found.status === 0 ? 'network-error' : found;
  });
  return fakeServer(route);
}
