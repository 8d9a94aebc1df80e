/** A named limit: at most `max` hits in a window of `windowSeconds`. */
export interface RateLimitPolicy {
  name: string;
  max: number;
  windowSeconds: number;
}

/** An error that answers with its own status and reason code instead of a 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503,
    readonly reason: string,
    message: string,
    /** On a 429: when the caller may try again, sent as `Retry-After` and `retryAfterSeconds`. */
    readonly retryAfterSeconds?: number,
    /** On a 429: the limit that was passed, sent as `RateLimit-Policy` (decision 0075). */
    readonly rateLimitPolicy?: RateLimitPolicy,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
