import type { LanguageCode } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resolveTexts } from '../../i18n/dictionary';
import { formIssueText } from '../shared/form/formIssueText';
import {
  accountCustomTexts,
  accountMessages,
  forgotPasswordForm,
  resetPasswordForm,
  signInForm,
  signUpForm,
} from './formSchemas';
import { accountTexts } from './texts';

/** The first message each field gets, as the form shows it (spec 5's sentences in the language). */
function messages(
  schema: z.ZodType,
  values: Record<string, string>,
  language: LanguageCode = 'en',
  labels: Record<string, string> = {},
): Record<string, string> {
  const texts = resolveTexts(accountTexts, language);
  const result = schema.safeParse(values, { reportInput: true });
  const shown: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    shown[field] ??= formIssueText(issue, {
      language,
      label: labels[field],
      messages: accountMessages(texts),
      customTexts: accountCustomTexts(texts),
    });
  }
  return shown;
}

const valid = { email: ' Dana@Example.com ', password: 'secret-123' };

describe('account forms on the contracts’ schemas', () => {
  it('email: required when empty or blank, then the spec pattern and length', () => {
    expect(messages(forgotPasswordForm, { email: '' }).email).toBe('Please enter your email address.');
    expect(messages(forgotPasswordForm, { email: '   ' }).email).toBe('Please enter your email address.');
    for (const email of ['dana', 'dana@example', 'da na@example.com', `${'a'.repeat(250)}@b.co`]) {
      expect(messages(forgotPasswordForm, { email }).email, email).toBe('Enter a valid email address.');
    }
    expect(messages(forgotPasswordForm, { email: valid.email })).toEqual({});
  });

  it('sign-in password: required, then at least 3 characters, never trimmed', () => {
    expect(messages(signInForm, { ...valid, password: '' }).password).toBe('Please enter your password.');
    expect(messages(signInForm, { ...valid, password: 'ab' }).password).toBe(
      'Password must be at least 3 characters.',
    );
    expect(messages(signInForm, { ...valid, password: '   ' })).toEqual({});
  });

  it('sign-up: a password of at least 8, a full name of at least 2 in the shared wording', () => {
    const form = { ...valid, displayName: 'Dana', languageCode: 'en' };
    const labels = { displayName: 'Full name' };
    expect(messages(signUpForm, { ...form, password: 'short12' }).password).toBe(
      'Password must be at least 8 characters.',
    );
    expect(messages(signUpForm, { ...form, displayName: ' ' }, 'en', labels).displayName).toBe(
      'Full name is required',
    );
    expect(messages(signUpForm, { ...form, displayName: 'D' }, 'en', labels).displayName).toBe(
      'Full name must be at least 2 characters',
    );
    expect(messages(signUpForm, form)).toEqual({});
  });

  it('reset: the confirmation is required and must match, whatever the other fields hold', () => {
    const form = { email: '', password: 'new-secret-1' };
    expect(messages(resetPasswordForm, { ...form, confirmPassword: '' }).confirmPassword).toBe(
      'Please confirm your new password.',
    );
    expect(messages(resetPasswordForm, { ...form, confirmPassword: 'other' }).confirmPassword).toBe(
      'The passwords do not match.',
    );
    expect(
      messages(resetPasswordForm, { ...form, email: valid.email, confirmPassword: 'new-secret-1' }),
    ).toEqual({});
  });

  it('speaks the page language', () => {
    expect(messages(forgotPasswordForm, { email: '' }, 'he').email).toBe('יש להזין כתובת דוא״ל.');
    expect(messages(signInForm, { ...valid, password: 'ab' }, 'he').password).toBe(
      'הסיסמה חייבת להכיל לפחות 3 תווים.',
    );
    expect(messages(signUpForm, { ...valid, displayName: '', languageCode: 'th' }, 'th').displayName).toBe(
      'ต้องระบุช่องนี้',
    );
  });
});
