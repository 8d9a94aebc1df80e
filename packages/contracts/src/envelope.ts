import { z } from 'zod';

export const issueSchema = z.object({ path: z.string(), message: z.string() });

/**
 * Every answer carries `reject` and `reason` beside its data. Business rejections answer 200 with
 * reject true; malformed input 400, no session 401, no permission 403, missing 404, too large 413,
 * too many 429, server fault 500 — always this same shape.
 */
export const errorEnvelopeSchema = z.object({
  reject: z.literal(true),
  reason: z.string(),
  message: z.string(),
  /** Present on 500s: the id also written to the server log, shown to the user as a ticket number. */
  ticketId: z.string().optional(),
  issues: z.array(issueSchema).optional(),
  /** Present on 429s: seconds until the caller may try again (also the `Retry-After` header). */
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A successful answer: the data's own fields beside reject false and reason null. */
export function ok<T extends z.ZodRawShape>(shape: T) {
  return z.object({ reject: z.literal(false), reason: z.null(), ...shape });
}

/** A business answer that may be a rejection with one of the given reasons (HTTP 200). */
export function okOrRejected<T extends z.ZodRawShape, R extends readonly [string, ...string[]]>(
  shape: T,
  reasons: R,
) {
  return z.discriminatedUnion('reject', [
    ok(shape),
    z.object({ reject: z.literal(true), reason: z.enum(reasons), message: z.string().optional() }),
  ]);
}
