import { endpointsOf } from '../endpoint';
import type * as schemas from '../users';

/** Accounts: the session, sign-up and its mails, password reset, the user's preferences. */
export const userEndpoints = endpointsOf<typeof schemas>()('users', {
  /** The user of the session cookie, or the rejection NOT_AUTHENTICATED. */
  authenticate: {
    method: 'GET',
    path: '/api/users/authenticate',
    access: 'public',
    response: 'authenticateResponse',
  },
  login: {
    method: 'POST',
    path: '/api/users/login',
    access: 'public',
    rateLimited: true,
    body: 'loginRequest',
    response: 'loginResponse',
  },
  /** POST: state never changes on GET. */
  logout: {
    method: 'POST',
    path: '/api/users/logout',
    access: 'public',
    response: 'logoutResponse',
  },
  register: {
    method: 'POST',
    path: '/api/users/register',
    access: 'public',
    rateLimited: true,
    body: 'registerRequest',
    response: 'registerResponse',
  },
  preferences: {
    method: 'PUT',
    path: '/api/users/preferences',
    access: 'user',
    body: 'preferencesRequest',
    response: 'preferencesResponse',
  },
  resendConfirmation: {
    method: 'POST',
    path: '/api/users/resend-confirmation',
    access: 'public',
    rateLimited: true,
    body: 'resendConfirmationRequest',
    response: 'resendConfirmationResponse',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/users/forgot-password',
    access: 'public',
    rateLimited: true,
    body: 'forgotPasswordRequest',
    response: 'forgotPasswordResponse',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/users/reset-password',
    access: 'public',
    rateLimited: true,
    body: 'resetPasswordRequest',
    response: 'resetPasswordResponse',
  },
  /** POST: state never changes on GET. */
  confirmEmail: {
    method: 'POST',
    path: '/api/users/confirm-email',
    access: 'public',
    body: 'confirmEmailRequest',
    response: 'confirmEmailResponse',
  },
});
