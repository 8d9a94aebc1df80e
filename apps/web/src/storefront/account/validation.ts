import { accountLimits, emailPattern } from '@grocery/contracts';
import { fillText } from '../../i18n/dictionary';

/**
 * The field checks of the account forms (spec section 5), as pure functions that return the
 * translated message or `true`. Each form's `rules.ts` combines them into react-hook-form rules.
 */
export type ValidationTexts = {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordTooShort: string;
  nameRequired: string;
  nameTooShort: string;
  newPasswordRequired: string;
  confirmRequired: string;
  passwordsDiffer: string;
};

export type Check = string | true;

/** Characters as the user sees them (code points), not UTF-16 units. */
function characterCount(value: string): number {
  return [...value].length;
}

/** Trimmed; required; non-space text, @, non-space text, a dot, non-space text. */
export function checkEmail(value: string, texts: ValidationTexts): Check {
  const email = value.trim();
  if (email === '') return texts.emailRequired;
  if (!emailPattern.test(email) || email.length > accountLimits.emailMax) return texts.emailInvalid;
  return true;
}

/** Required, then at least `minimum` characters. Passwords are never trimmed. */
export function checkPassword(
  value: string,
  minimum: number,
  texts: ValidationTexts,
  requiredMessage = texts.passwordRequired,
): Check {
  if (value === '') return requiredMessage;
  if (characterCount(value) < minimum) return fillText(texts.passwordTooShort, { min: minimum });
  return true;
}

/** Full name: trimmed, required, at least 2 characters. */
export function checkDisplayName(value: string, texts: ValidationTexts): Check {
  const name = value.trim();
  if (name === '') return texts.nameRequired;
  if (characterCount(name) < accountLimits.displayNameMin)
    return fillText(texts.nameTooShort, { min: accountLimits.displayNameMin });
  return true;
}

/** Confirmation of a new password: required, and equal to the new password. */
export function checkConfirmation(value: string, password: string, texts: ValidationTexts): Check {
  if (value === '') return texts.confirmRequired;
  if (value !== password) return texts.passwordsDiffer;
  return true;
}
