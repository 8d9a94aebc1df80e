import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's per-request lines ("incoming request", "request completed", a route not found) at debug,
 * not info: at the default LOG_LEVEL=info a start or a page load is no longer a wall of them, and
 * LOG_LEVEL=debug shows every request again. A request that errored stays at error.
 */
export class RequestLogsAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
    else if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }

  override routeNotFound(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) {
      request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
    }
  }
}
