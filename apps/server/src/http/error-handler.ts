import type { ErrorEnvelope } from '@grocery/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isBadTextError } from './error-log';
import { HttpError } from './http-error';

/** Fastify's own error codes for requests that never reach a handler. */
const fastifyCodes: Record<string, { status: number; reason: string; message: string }> = {
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
};

function send(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.code(status).type('application/json; charset=utf-8').send(envelope);
}

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
    if (error instanceof HttpError) {
      return send(reply, error.statusCode, { reject: true, reason: error.reason, message: error.message });
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return send(reply, known.status, { reject: true, ...known });
    if (error.statusCode === 429) {
      return send(reply, 429, {
        reject: true,
        reason: 'TOO_MANY_REQUESTS',
        message: 'Too many requests. Please wait and try again.',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, { reject: true, reason: 'BAD_REQUEST', message: error.message });
    }
    if (isBadTextError(error)) {
      return send(reply, 400, {
        reject: true,
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
