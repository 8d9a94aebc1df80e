import { passwordRules } from '@grocery/contracts';
import { checkConfirmation, checkEmail, checkPassword, type ValidationTexts } from '../validation';

export type ResetPasswordValues = { email: string; password: string; confirmPassword: string };

/** The reset form's rules: email, a new password of at least 8 characters, and the same again. */
export function resetPasswordRules(texts: ValidationTexts) {
  return {
    email: { validate: (value: string) => checkEmail(value, texts) },
    password: {
      validate: (value: string) =>
        checkPassword(value, passwordRules.signUpMinimum, texts, texts.newPasswordRequired),
    },
    confirmPassword: {
      validate: (value: string, values: ResetPasswordValues) =>
        checkConfirmation(value, values.password, texts),
    },
  };
}
