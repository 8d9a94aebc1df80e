import { describe, expect, it } from 'vitest';
import { parseAuthenticateAnswer, parseUser } from './session';

const user = {
  userId: 7,
  displayName: 'Noa',
  email: 'noa@example.com',
  preferredLanguageCode: 'he',
  permissions: ['admin_access'],
};

describe('session answers', () => {
  it('reads the signed-in user', () => {
    expect(parseAuthenticateAnswer({ reject: false, reason: null, user })).toEqual(user);
  });

  it('reads a rejection as nobody signed in', () => {
    expect(parseAuthenticateAnswer({ reject: true, reason: 'NOT_AUTHENTICATED' })).toBeNull();
  });

  it('refuses users of the wrong shape', () => {
    expect(() => parseUser({ ...user, userId: '7' })).toThrow('userId');
    expect(() => parseUser({ ...user, preferredLanguageCode: 'fr' })).toThrow('preferredLanguageCode');
    expect(() => parseUser({ ...user, permissions: [1] })).toThrow('permissions');
    expect(() => parseAuthenticateAnswer({ reject: false, reason: null })).toThrow('user');
  });
});
