/** What a business refusal may add beside its reason: the field it concerns and a message for people. */
export type RejectDetails = {
  field?: string;
  message?: string;
};

/** What a refusal carries beside its reason: `field`, `message`, or what its schema lists. */
type Details = RejectDetails & Record<string, unknown>;

/** A business refusal (HTTP 200, nothing written): the envelope's reject true and its reason. */
export type Rejection<R extends string = string, D extends Details = RejectDetails> = {
  reject: true;
  reason: R;
} & D;

/**
 * The one way a handler (or the service it calls) refuses: `return reject('CONFLICT', { message })`.
 * Beside `field` and `message` a refusal may carry what its schema lists (e.g. the categoryIds that
 * would be left without a type). `serve()` sends it as it is; any other answer gets reject false and
 * reason null.
 */
export function reject<const R extends string, const D extends Details = Record<never, never>>(
  reason: R,
  details?: D,
): Rejection<R, D> {
  return { reject: true, reason, ...details } as Rejection<R, D>;
}

export const isRejection = (value: unknown): value is Rejection =>
  typeof value === 'object' && value !== null && (value as { reject?: unknown }).reject === true;

/** A successful answer: the data beside reject false and reason null (`serve()` adds them). */
export const accepted = <T extends object>(data: T) => ({ reject: false as const, reason: null, ...data });
