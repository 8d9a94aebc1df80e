import {
  forgotPasswordRequest,
  loginRequest,
  passwordRules,
  registerRequest,
  resetPasswordRequest,
} from '@grocery/contracts';
import { z } from 'zod';
import type { SpecMessages } from '../shared/form/formIssueText';
import type { accountTexts } from './texts';

/**
 * The account forms on the contracts' request schemas (email, display name, language as the server
 * checks them). The one difference: the form holds the password as typed, which the request replaces
 * with its digest (passwordDigest.ts); passwords are never trimmed.
 */
const typedPassword = (minimum: number) => z.string().min(minimum);

export const signInForm = loginRequest.extend({ password: typedPassword(passwordRules.signInMinimum) });

export const signUpForm = registerRequest.extend({ password: typedPassword(passwordRules.signUpMinimum) });

export const forgotPasswordForm = forgotPasswordRequest.pick({ email: true });

export const resetPasswordForm = resetPasswordRequest
  .pick({ email: true })
  .extend({ password: typedPassword(passwordRules.signUpMinimum), confirmPassword: z.string().min(1) })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'passwordsDiffer',
    path: ['confirmPassword'],
  });

type AccountTexts = Record<keyof (typeof accountTexts)['en'], string>;

/** The spec's own sentences for the account fields (spec 5); the rest come from the shared map. */
export function accountMessages(texts: AccountTexts): SpecMessages {
  return {
    email: { required: texts.emailRequired, invalid: texts.emailInvalid },
    password: { required: texts.passwordRequired, tooShort: texts.passwordTooShort },
    confirmPassword: { required: texts.confirmRequired },
  };
}

/** Texts the account schemas' custom issues name. */
export function accountCustomTexts(texts: AccountTexts): Record<string, string> {
  return { passwordsDiffer: texts.passwordsDiffer };
}
