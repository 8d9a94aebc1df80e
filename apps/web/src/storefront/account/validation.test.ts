import { describe, expect, it } from 'vitest';
import { resolveTexts } from '../../i18n/dictionary';
import { forgotPasswordRules } from './forgotPassword/rules';
import { resetPasswordRules } from './resetPassword/rules';
import { signInRules } from './signIn/rules';
import { signUpRules } from './signUp/rules';
import { accountTexts } from './texts';
import { checkEmail } from './validation';

const en = resolveTexts(accountTexts, 'en');
const he = resolveTexts(accountTexts, 'he');

describe('account form rules', () => {
  it('email: trimmed, required, the spec pattern', () => {
    const { email } = signInRules(en);
    expect(email.validate('')).toBe('Please enter your email address.');
    expect(email.validate('   ')).toBe('Please enter your email address.');
    expect(email.validate('dana')).toBe('Enter a valid email address.');
    expect(email.validate('dana@example')).toBe('Enter a valid email address.');
    expect(email.validate('da na@example.com')).toBe('Enter a valid email address.');
    expect(email.validate('  dana@example.com  ')).toBe(true);
    expect(checkEmail(`${'a'.repeat(250)}@b.co`, en)).toBe('Enter a valid email address.');
    expect(forgotPasswordRules(en).email.validate('x@y.z')).toBe(true);
  });

  it('messages come in the page language', () => {
    expect(signInRules(he).email.validate('')).toBe('יש להזין כתובת דוא״ל.');
    expect(signInRules(he).password.validate('ab')).toBe('הסיסמה חייבת להכיל לפחות 3 תווים.');
  });

  it('sign-in password: required, at least 3 characters, not trimmed', () => {
    const { password } = signInRules(en);
    expect(password.validate('')).toBe('Please enter your password.');
    expect(password.validate('ab')).toBe('Password must be at least 3 characters.');
    expect(password.validate('abc')).toBe(true);
    expect(password.validate('   ')).toBe(true);
  });

  it('sign-up: full name trimmed and at least 2 characters, password at least 8', () => {
    const rules = signUpRules(en);
    expect(rules.displayName.validate('')).toBe('Please enter your full name.');
    expect(rules.displayName.validate('  ')).toBe('Please enter your full name.');
    expect(rules.displayName.validate(' D ')).toBe('Your name must be at least 2 characters.');
    expect(rules.displayName.validate('דן')).toBe(true);
    expect(rules.password.validate('')).toBe('Please enter your password.');
    expect(rules.password.validate('1234567')).toBe('Password must be at least 8 characters.');
    expect(rules.password.validate('12345678')).toBe(true);
  });

  it('reset: new password at least 8, confirmation required and equal', () => {
    const rules = resetPasswordRules(en);
    const values = { email: 'a@b.co', password: 'newpassword', confirmPassword: '' };
    expect(rules.password.validate('')).toBe('Please enter a new password.');
    expect(rules.password.validate('short')).toBe('Password must be at least 8 characters.');
    expect(rules.confirmPassword.validate('', values)).toBe('Please confirm your new password.');
    expect(rules.confirmPassword.validate('newpassworx', values)).toBe('The passwords do not match.');
    expect(rules.confirmPassword.validate('newpassword', values)).toBe(true);
  });
});
