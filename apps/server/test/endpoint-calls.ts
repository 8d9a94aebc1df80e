import * as contracts from '@grocery/contracts';
import { type AnyEndpoint, csrfHeader, fillPath } from '@grocery/contracts';
import type { TestApp } from './app';

export interface EndpointCall {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** The Cookie header; none: an anonymous call. */
  cookie?: string | null;
}

/** The URL of an endpoint with its path parameters and query string filled in. */
export function endpointUrl(
  endpoint: AnyEndpoint,
  params: EndpointCall['params'] = {},
  query: EndpointCall['query'] = {},
) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) search.append(name, String(value));
  const queryString = search.toString();
  return fillPath(endpoint.path, params) + (queryString ? `?${queryString}` : '');
}

/** Calls an endpoint through the app the way the web app does: JSON body, the forgery-check header. */
export function callEndpoint(t: Pick<TestApp, 'app'>, endpoint: AnyEndpoint, call: EndpointCall = {}) {
  return t.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, call.params, call.query),
    headers: {
      [csrfHeader.name]: csrfHeader.value,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.cookie ? { cookie: call.cookie } : {}),
    },
    ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
  });
}

/** Every endpoint object the contracts declare (each feature exports a record of them). */
export function allEndpoints(): AnyEndpoint[] {
  const found: AnyEndpoint[] = [];
  for (const value of Object.values(contracts)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    for (const item of Object.values(value as Record<string, unknown>)) {
      const candidate = item as Partial<AnyEndpoint> | null;
      if (candidate && typeof candidate === 'object' && candidate.method && candidate.path && candidate.tag) {
        found.push(candidate as AnyEndpoint);
      }
    }
  }
  return found;
}
