import { checkEmail, type ValidationTexts } from '../validation';

export type ForgotPasswordValues = { email: string };

/** The forgot-password form's rule: a valid email. */
export function forgotPasswordRules(texts: ValidationTexts) {
  return {
    email: { validate: (value: string) => checkEmail(value, texts) },
  };
}
