import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope } from '@grocery/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { drainBody } from './drain-body';
import { isBadTextError } from './error-log';
import { HttpError, type RateLimitPolicy } from './http-error';

type Answer = {
  status: number;
  reason: string;
  message: string;
  retryAfterSeconds?: number;
  rateLimitPolicy?: RateLimitPolicy;
};

/** Fastify's own error codes for requests that never reach a handler. */
const fastifyCodes: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    reason: 'BAD_REQUEST',
    message: 'The body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, reason: 'BAD_REQUEST', message: 'The JSON body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, reason: 'PAYLOAD_TOO_LARGE', message: 'The body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    reason: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    reason: 'BAD_REQUEST',
    message: 'The content length does not match the body.',
  },
  // The router's refusals (Fastify's `frameworkErrors`); their own messages would echo the URL.
  FST_ERR_BAD_URL: { status: 400, reason: 'BAD_REQUEST', message: 'The address is not validly encoded.' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    reason: 'BAD_REQUEST',
    message: 'A part of the address is too long.',
  },
};

function send(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.code(status).type('application/json; charset=utf-8').send(envelope);
}

/**
 * A 429 says when to try again: the `Retry-After` header (seconds) and the same in the envelope,
 * and the limit passed in the RateLimit headers (draft-ietf-httpapi-ratelimit-headers-11,
 * decision 0075); a source that names no limit is `"default"` with no policy.
 */
function sendAnswer(
  reply: FastifyReply,
  { status, reason, message, retryAfterSeconds, rateLimitPolicy }: Answer,
) {
  if (status !== 429) return send(reply, status, { reject: true, reason, message });
  const seconds = retryAfterSeconds ?? defaultRetryAfterSeconds;
  const name = JSON.stringify(rateLimitPolicy?.name ?? 'default');
  reply.header('retry-after', String(seconds));
  if (rateLimitPolicy) {
    reply.header('ratelimit-policy', `${name};q=${rateLimitPolicy.max};w=${rateLimitPolicy.windowSeconds}`);
  }
  reply.header('ratelimit', `${name};r=0;t=${seconds}`);
  return send(reply, status, { reject: true, reason, message, retryAfterSeconds: seconds });
}

/** A 429 whose source did not say when (none of ours today): a minute. */
const defaultRetryAfterSeconds = 60;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, {
        reject: true,
        reason: 'BAD_REQUEST',
        message: 'The request does not match the expected shape.',
        issues: error.validation.map((issue) => ({
          path: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
            .filter(Boolean)
            .join('.'),
          message: issue.message ?? 'invalid',
        })),
      });
    }
    const known =
      error instanceof HttpError
        ? {
            status: error.statusCode,
            reason: error.reason,
            message: error.message,
            retryAfterSeconds: error.retryAfterSeconds,
            rateLimitPolicy: error.rateLimitPolicy,
          }
        : error.code
          ? fastifyCodes[error.code]
          : undefined;
    // A client that sends the whole body before it reads can only read the 413 once the rest of
    // the body is read: closing on unread data makes TCP reset the connection, answer and all.
    if (known?.status === 413) return drainBody(request.raw).then(() => sendAnswer(reply, known));
    if (known) return sendAnswer(reply, known);
    if (error.statusCode === 429) {
      return sendAnswer(reply, {
        status: 429,
        reason: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please wait and try again.',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendAnswer(reply, { status: error.statusCode, reason: 'BAD_REQUEST', message: error.message });
    }
    if (isBadTextError(error)) {
      return sendAnswer(reply, {
        status: 400,
        reason: 'BAD_REQUEST',
        message: 'The request holds text that cannot be stored.',
      });
    }
    // The request id is the ticket: the user reports it, support finds the stack in the log.
    request.log.error({ err: error, ticketId: request.id }, 'unhandled error');
    return send(reply, 500, {
      reject: true,
      reason: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
      ticketId: request.id,
    });
  });
}

/** Fastify's `frameworkErrors`: the router's refusals (bad percent-encoding, a too long parameter). */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A page address that is not validly encoded is a page that is not there: the not-found page.
  const page =
    (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|%61pi)\b/i.test(request.url);
  const answerMissing = request.server.answerMissing;
  if (error.code === 'FST_ERR_BAD_URL' && page && answerMissing) return answerMissing(request, reply);
  return sendAnswer(
    reply,
    (error.code && fastifyCodes[error.code]) || {
      status: 400,
      reason: 'BAD_REQUEST',
      message: 'Bad request.',
    },
  );
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (e.g. bytes after a body
 * shorter than its Content-Length) still gets the envelope, written straight to the socket.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const envelope: ErrorEnvelope = {
    reject: true,
    reason: 'BAD_REQUEST',
    message: status === 431 ? 'The headers are too large.' : 'The request is not valid HTTP.',
  };
  const body = JSON.stringify(envelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
