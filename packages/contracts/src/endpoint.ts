import type { z } from 'zod';
import type { Permission } from './permissions';

/**
 * Each call is declared once, as an endpoint object: method, path, who may call it, and the names
 * of its schemas in its feature's schema module. The server registers its route from it, the web
 * calls it with `call(endpoint, input)`, and the OpenAPI document is made from the routes.
 *
 * Schemas are named, not held: an endpoint object is a few strings, so the storefront's first load
 * can import one without bringing zod (the server looks each name up in the contracts; a missing
 * or misspelt name fails the type check, and the server refuses to start).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anyone; any signed-in user; or a signed-in user holding all of these permissions. */
export type Access = 'public' | 'user' | readonly [Permission, ...Permission[]];

type SchemaNames<M> = { [K in keyof M]: M[K] extends z.ZodType ? K : never }[keyof M] & string;

export interface EndpointSpec<M> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  readonly summary?: string;
  readonly params?: SchemaNames<M>;
  readonly query?: SchemaNames<M>;
  readonly headers?: SchemaNames<M>;
  readonly body?: SchemaNames<M>;
  /** Absent when the answer is not JSON (an image file). */
  readonly response?: SchemaNames<M>;
  /** The body is multipart/form-data (an upload), read by the handler, not a schema. */
  readonly upload?: boolean;
  /** The handler counts calls and may answer 429; the API document lists it. */
  readonly rateLimited?: boolean;
  /**
   * A creating call that accepts an Idempotency-Key header: a retry with the same key answers the
   * first call's answer instead of running again (decision 0075).
   */
  readonly idempotent?: boolean;
  /**
   * A read whose answer depends on the viewer only through what they are shown (prices,
   * visibility): the server may take the session from its kept lookup (decision 0043).
   */
  readonly keptSession?: boolean;
  /**
   * `private`: the answer is the caller's or the back office's own and is never stored
   * (`Cache-Control: private, no-store`, set by the server for every answer of the route). Absent:
   * no header, unless the handler chooses one (the catalogue's public answers, images, geocoding).
   */
  readonly cache?: keyof typeof cacheControl;
  /**
   * A call kept for the clients that use it after a newer one replaced it (decision 0076): its
   * answers say so (`Deprecation`, `Sunset`, `Link` to the successor) and the document marks it.
   */
  readonly deprecated?: Deprecation;
}

/** When a call was deprecated, when it goes (ISO dates), and the path of the call that replaces it (`:name` filled from the request). */
export interface Deprecation {
  readonly since: string;
  readonly sunset: string;
  readonly successor: string;
}

/** The Cache-Control header of each `cache` declaration. */
export const cacheControl = { private: 'private, no-store' } as const;

/** An endpoint with its feature's tag and, for types only, its schema module. */
export type Endpoint<M = Record<string, unknown>, S extends EndpointSpec<M> = EndpointSpec<M>> = S & {
  readonly tag: string;
  /** The feature's tag and the endpoint's key in camel case (`users` + `login`: `usersLogin`). */
  readonly operationId: string;
  /** Never set: carries the schema module's type to `InputOf` and `AnswerOf`. */
  readonly schemas?: M;
};

// biome-ignore lint/suspicious/noExplicitAny: any endpoint, whatever its schema module
export type AnyEndpoint = Endpoint<any, EndpointSpec<any>>;

/**
 * Declares a feature's endpoints against its schema module:
 * `endpointsOf<typeof schemas>()('orders', { list: { method: 'GET', path, access, response: 'ordersResponse' } })`.
 */
export function endpointsOf<M>() {
  return <const E extends Record<string, EndpointSpec<M>>>(tag: string, specs: E) => {
    const endpoints = {} as { [K in keyof E]: Endpoint<M, E[K]> };
    for (const key of Object.keys(specs) as (keyof E & string)[]) {
      endpoints[key] = { ...specs[key], tag, operationId: operationIdOf(tag, key) };
    }
    return endpoints;
  };
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `products-admin` and `create`: `productsAdminCreate`. */
export function operationIdOf(tag: string, key: string): string {
  const [first = '', ...rest] = tag.split('-');
  return [first, ...rest.map(capitalized), capitalized(key)].join('');
}

type SchemaOf<E, Part extends keyof EndpointSpec<unknown>> = E extends { schemas?: infer M }
  ? E extends Record<Part, infer N>
    ? N extends keyof M
      ? M[N]
      : never
    : never
  : never;

type Parsed<E, Part extends keyof EndpointSpec<unknown>, Io extends 'in' | 'out'> =
  SchemaOf<E, Part> extends z.ZodType
    ? Io extends 'in'
      ? z.input<SchemaOf<E, Part>>
      : z.output<SchemaOf<E, Part>>
    : never;

type Parts = 'params' | 'query' | 'body' | 'headers';
type Present<E, Part extends Parts> = Part extends Parts
  ? E extends Record<Part, string>
    ? Part
    : never
  : never;

/** A path is text: a caller may give a parameter the schema reads from any string as a number. */
type PathInput<T> = { [K in keyof T]: string extends T[K] ? T[K] | number : T[K] };

/** What a caller sends: the endpoint's params, query, headers and body, each as its schema's input. */
export type InputOf<E> = {
  [P in Present<E, Parts>]: P extends 'params' ? PathInput<Parsed<E, P, 'in'>> : Parsed<E, P, 'in'>;
};
/** What a handler receives: the same parts as their schemas' output (defaults filled in). */
export type RequestOf<E> = { [P in Present<E, Parts>]: Parsed<E, P, 'out'> };
/** The answer the endpoint's response schema describes. */
export type AnswerOf<E> = Parsed<E, 'response', 'out'>;
/** What a handler may return for it (before the response schema's own transforms). */
export type ReplyOf<E> = Parsed<E, 'response', 'in'>;
