import { describe, expect, it } from 'vitest';
import {
  parseConfirmEmailAnswer,
  parseForgotPasswordAnswer,
  parseLoginAnswer,
  parsePreferencesAnswer,
} from './answers';

const user = {
  userId: 3,
  displayName: 'Somchai',
  email: 'somchai@example.com',
  preferredLanguageCode: 'th',
  permissions: [],
};

describe('account answers', () => {
  it('reads success with its data', () => {
    expect(parseLoginAnswer({ reject: false, reason: null, user })).toEqual({
      reject: false,
      reason: null,
      user,
    });
    expect(parsePreferencesAnswer({ reject: false, reason: null, user }).reject).toBe(false);
    expect(parseForgotPasswordAnswer({ reject: false, reason: null })).toEqual({
      reject: false,
      reason: null,
    });
  });

  it('reads the rejections the contract lists', () => {
    expect(parseLoginAnswer({ reject: true, reason: 'EMAIL_NOT_VERIFIED', message: 'x' })).toEqual({
      reject: true,
      reason: 'EMAIL_NOT_VERIFIED',
      message: 'x',
    });
    expect(parseConfirmEmailAnswer({ reject: true, reason: 'TOKEN_EXPIRED' })).toEqual({
      reject: true,
      reason: 'TOKEN_EXPIRED',
    });
  });

  it('refuses other reasons and other shapes', () => {
    expect(() => parseLoginAnswer({ reject: true, reason: 'USER_EXISTS' })).toThrow('unexpected reason');
    expect(() => parseLoginAnswer({ reject: false, reason: null })).toThrow('user');
    expect(() => parseConfirmEmailAnswer('ok')).toThrow();
    expect(() => parseConfirmEmailAnswer({})).toThrow('reject');
  });
});
