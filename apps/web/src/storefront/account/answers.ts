import type {
  confirmEmailResponse,
  forgotPasswordResponse,
  loginResponse,
  preferencesResponse,
  registerResponse,
  resendConfirmationResponse,
  resetPasswordResponse,
} from '@grocery/contracts';
import { parseUser } from '../../api/session';

/**
 * Checks of the account calls' answers, typed by the contracts' schemas but written by hand.
 * Running the schemas themselves would put zod into the storefront's first load: the contracts'
 * `languageCodeSchema` (used by the user schemas) lives in `languages.ts`, a module the first load
 * needs, so the bundler keeps the schema — and zod — there (measured: 135 KiB instead of 112 KiB;
 * see decision 0012).
 */

type Schema = { parse: (value: unknown) => unknown };
/** The answer type a contracts schema describes. */
export type AnswerOf<S extends Schema> = ReturnType<S['parse']>;
type ReasonOf<S extends Schema> =
  AnswerOf<S> extends infer A ? (A extends { reject: true; reason: infer R } ? R : never) : never;

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw new Error('answer is not an object');
  return value as Record<string, unknown>;
}

/**
 * A parser for an answer that is either success (`reject: false`, plus `data`) or a business
 * rejection with one of `reasons`. Any other shape or reason throws (the client reports it as BAD_RESPONSE).
 */
function rejectable<S extends Schema>(
  reasons: readonly ReasonOf<S>[],
  data: (answer: Record<string, unknown>) => object = () => ({}),
): (value: unknown) => AnswerOf<S> {
  return (value) => {
    const answer = asRecord(value);
    if (answer.reject === true) {
      const reason = answer.reason as ReasonOf<S>;
      if (!reasons.includes(reason)) throw new Error(`unexpected reason ${String(answer.reason)}`);
      const message = typeof answer.message === 'string' ? answer.message : undefined;
      return { reject: true, reason, ...(message === undefined ? {} : { message }) } as AnswerOf<S>;
    }
    if (answer.reject !== false) throw new Error('reject is not a boolean');
    return { reject: false, reason: null, ...data(answer) } as AnswerOf<S>;
  };
}

const withUser = (answer: Record<string, unknown>) => ({ user: parseUser(answer.user) });

export const parseLoginAnswer = rejectable<typeof loginResponse>(
  ['WRONG_CREDENTIALS', 'EMAIL_NOT_VERIFIED'],
  withUser,
);
export const parseRegisterAnswer = rejectable<typeof registerResponse>(['USER_EXISTS']);
export const parseResendAnswer = rejectable<typeof resendConfirmationResponse>(['EMAIL_ALREADY_VERIFIED']);
export const parseForgotPasswordAnswer = rejectable<typeof forgotPasswordResponse>([]);
export const parseResetPasswordAnswer = rejectable<typeof resetPasswordResponse>([
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
]);
export const parseConfirmEmailAnswer = rejectable<typeof confirmEmailResponse>([
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
]);
export const parsePreferencesAnswer = rejectable<typeof preferencesResponse>([], withUser);
