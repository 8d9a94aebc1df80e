/** True when the error (or one it wraps: drizzle wraps the driver's) broke this unique constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505' && e.constraint === constraint) return true;
    e = e.cause as typeof e;
  }
  return false;
}
