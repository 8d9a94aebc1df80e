import { DrizzleQueryError } from 'drizzle-orm';

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The logger's `err` serializer. A failed query's message holds its parameters (a password hash,
 * an email), and a database error's `detail` repeats the offending values: the log keeps the SQL
 * text, the error codes and the stack frames, never the values.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const type = error.constructor.name;
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (code !== undefined) logged.code = code;
  if (statusCode !== undefined) logged.statusCode = statusCode;
  if (error.cause !== undefined) logged.cause = serializeError(error.cause);
  return logged;
}

/** PostgreSQL's "cannot store this text" codes (a NUL byte, an invalid byte sequence). */
const badTextCodes = new Set(['22021', '22P05']);

/** True for a query that failed on text the database cannot store: the request's fault, not ours. */
export function isBadTextError(error: unknown): boolean {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return badTextCodes.has(String((cause as { code?: unknown } | undefined)?.code));
}
