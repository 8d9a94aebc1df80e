import type { Access } from '@grocery/contracts';
import { csrfHeader } from '@grocery/contracts';
import type { RouteOptions } from 'fastify';
import { mutatingMethods, permissionsOf } from './route-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler counts calls and may answer 429; the API document lists it. */
    rateLimited?: boolean;
  }
}

export const sessionScheme = 'sessionCookie';
export const bearerScheme = 'bearerToken';
export const errorEnvelopeRef = '#/components/schemas/ErrorEnvelope';

const isMutating = (route: RouteOptions) =>
  [route.method].flat().some((method) => mutatingMethods.has(method));

/** For a route that declares no answer (an image file): swagger adds this only when no answer is listed. */
const undeclaredSuccess = { 200: { description: 'Success.', content: { '*/*': { schema: {} } } } };

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

/** What the zod transform of @fastify/swagger's route schema gives back: JSON schemas and metadata. */
export interface OperationSchema {
  description?: string;
  headers?: JsonSchema;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: errorEnvelopeRef } } },
});

/** `the \`orders:read\` permission` or `all of the permissions \`a\`, \`b\``. */
function permissionList(access: readonly string[]): string {
  const names = access.map((permission) => `\`${permission}\``).join(', ');
  return access.length === 1 ? `the ${names} permission` : `all of the permissions ${names}`;
}

function securityOf(access: Access | undefined) {
  if (!access || access === 'public') return { security: [] };
  // Either one: the session cookie, or a bearer token.
  const security = [{ [sessionScheme]: [] }, { [bearerScheme]: [] }];
  if (access === 'user') return { security };
  return { security, 'x-permissions': permissionsOf(access) };
}

/** The body limits the document states: JSON bodies, and the files of upload calls. */
export interface BodyLimits {
  bodyLimit: number;
  uploads: { maxBytes: number; maxFiles: number };
}

const isUpload = (route: RouteOptions) => route.config?.endpoint?.upload === true;

/** The 413 and 415 of a call that takes a body: JSON, or files (multipart/form-data). */
function bodyErrorAnswers(route: RouteOptions, { bodyLimit, uploads }: BodyLimits) {
  if (!isUpload(route)) {
    return {
      413: errorAnswer(`The body is larger than ${bodyLimit} bytes.`),
      415: errorAnswer('The body has a content type this call does not read (send `application/json`).'),
    };
  }
  return {
    413: errorAnswer(
      `A file is larger than ${uploads.maxBytes} bytes, more than ${uploads.maxFiles} files are sent, or an image has more pixels than accepted.`,
    ),
    415: errorAnswer(
      'The body is not `multipart/form-data`, or a file is not a JPEG, PNG, WebP, AVIF or GIF image (judged by its content, not its name or type).',
    ),
  };
}

/** An upload's body: files in `multipart/form-data` (read by the handler, so the document says it here). */
const uploadBody = {
  consumes: ['multipart/form-data'],
  body: {
    type: 'object',
    required: ['files'],
    properties: {
      files: {
        type: 'array',
        items: { type: 'string', format: 'binary' },
        description: 'One or more files; any field name is read, other form fields are ignored.',
      },
    },
  },
};

/** The error answers this route can give, by what it is: access, method, path parameters, limits. */
function errorAnswers(route: RouteOptions, limits: BodyLimits) {
  const access = route.config?.access;
  const forbidden = [
    typeof access === 'object' && `signed in without ${permissionList(access)}`,
    isMutating(route) &&
      `with the session cookie, neither a JSON body nor the \`${csrfHeader.name}\` header (forgery check)`,
  ].filter(Boolean);
  return {
    400: errorAnswer(
      'The request does not match the expected shape (`issues` names each field), or its JSON is malformed.',
    ),
    ...(access && access !== 'public' && { 401: errorAnswer('No session: sign in first.') }),
    ...(forbidden.length > 0 && { 403: errorAnswer(`Refused: ${forbidden.join('; or ')}.`) }),
    ...(route.url.includes(':') && { 404: errorAnswer('Nothing is found under the given path parameters.') }),
    ...(isMutating(route) && bodyErrorAnswers(route, limits)),
    ...(route.config?.rateLimited && {
      429: {
        ...errorAnswer(
          'Too many attempts; try again after `Retry-After` seconds (also `retryAfterSeconds`).',
        ),
        // Swagger makes a header's schema of this (its description moves beside it).
        headers: {
          'Retry-After': { type: 'integer', description: 'Seconds until the call is taken again.' },
        },
      },
    }),
    500: errorAnswer('A fault on our side; `ticketId` is the number to quote (it is in the server log too).'),
  };
}

/**
 * The header that lets a mutating call without a JSON body through the forgery check. Only
 * cookie-session calls need it, so the schema keeps it optional (generated clients do not demand it).
 */
function withCsrfHeader(headers: JsonSchema | undefined): JsonSchema {
  const header = {
    type: 'string',
    enum: [csrfHeader.value],
    description: `Required only with the session cookie and no JSON body: \`${csrfHeader.name}: ${csrfHeader.value}\`. Bearer-token calls and JSON bodies need no header.`,
  };
  return { type: 'object', ...headers, properties: { ...headers?.properties, [csrfHeader.name]: header } };
}

/**
 * Adds to one route's operation what its route options say: who may call it (security and
 * `x-permissions`), the error answers it can give, and the forgery-check header of mutating calls.
 * Answers the route declares itself win.
 */
export function describeOperation(
  schema: OperationSchema,
  route: RouteOptions,
  limits: BodyLimits,
): OperationSchema {
  const access = route.config?.access;
  const permissionNote = typeof access === 'object' ? `Needs ${permissionList(access)}.` : undefined;
  const description = [schema.description, permissionNote].filter(Boolean).join('\n\n');
  return {
    ...schema,
    ...securityOf(access),
    ...(description && { description }),
    ...(isMutating(route) && { headers: withCsrfHeader(schema.headers) }),
    ...(isUpload(route) && uploadBody),
    response: { ...errorAnswers(route, limits), ...(schema.response ?? undeclaredSuccess) },
  };
}
