import type { userEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { user } from './shapes';

export const usersExamples = examplesOf<typeof userEndpoints>()({
  authenticate: { response: { reject: false, reason: null, user } },
  login: {
    body: {
      email: 'dana@example.com',
      password: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
    },
    response: { reject: false, reason: null, user },
  },
  logout: { response: { reject: false, reason: null } },
  register: {
    body: {
      email: 'dana@example.com',
      password: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
      displayName: 'Dana Levi',
      languageCode: 'en',
    },
    response: { reject: false, reason: null },
  },
  preferences: { body: { preferredLanguageCode: 'en' }, response: { reject: false, reason: null, user } },
  resendConfirmation: {
    body: { email: 'dana@example.com', languageCode: 'en' },
    response: { reject: false, reason: null },
  },
  forgotPassword: {
    body: { email: 'dana@example.com', languageCode: 'en' },
    response: { reject: false, reason: null },
  },
  resetPassword: {
    body: {
      token: 'q3Vb8xKz1nR4tY7wP0sD2fGh',
      email: 'dana@example.com',
      password: '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
    },
    response: { reject: false, reason: null },
  },
  confirmEmail: { body: { token: 'q3Vb8xKz1nR4tY7wP0sD2fGh' }, response: { reject: false, reason: null } },
});
