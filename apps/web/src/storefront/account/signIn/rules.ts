import { passwordRules } from '@grocery/contracts';
import { checkEmail, checkPassword, type ValidationTexts } from '../validation';

export type SignInValues = { email: string; password: string };

/** The sign-in form's rules: email, and a password of at least 3 characters. */
export function signInRules(texts: ValidationTexts) {
  return {
    email: { validate: (value: string) => checkEmail(value, texts) },
    password: { validate: (value: string) => checkPassword(value, passwordRules.signInMinimum, texts) },
  };
}
