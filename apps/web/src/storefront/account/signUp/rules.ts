import { type LanguageCode, passwordRules } from '@grocery/contracts';
import { checkDisplayName, checkEmail, checkPassword, type ValidationTexts } from '../validation';

export type SignUpValues = {
  displayName: string;
  email: string;
  password: string;
  languageCode: LanguageCode;
};

/** The sign-up form's rules: full name (trimmed, 2+), email, password of at least 8 characters. */
export function signUpRules(texts: ValidationTexts) {
  return {
    displayName: { validate: (value: string) => checkDisplayName(value, texts) },
    email: { validate: (value: string) => checkEmail(value, texts) },
    password: { validate: (value: string) => checkPassword(value, passwordRules.signUpMinimum, texts) },
  };
}
