import { endpointsOf } from '../endpoint';
import type * as schemas from '../users';

/** Accounts: the session, sign-up and its mails, password reset, the user's preferences. */
export const userEndpoints = endpointsOf<typeof schemas>()('users', {
  /** The user of the session cookie, or the rejection NOT_AUTHENTICATED. */
  authenticate: {
    method: 'GET',
    path: '/api/users/authenticate',
    summary: 'The signed-in user of the session, or the rejection NOT_AUTHENTICATED.',
    access: 'public',
    response: 'authenticateResponse',
  },
  login: {
    method: 'POST',
    path: '/api/users/login',
    summary: 'Signs in with an email and a password digest and sets the session cookie.',
    access: 'public',
    rateLimited: true,
    body: 'loginRequest',
    response: 'loginResponse',
  },
  /** POST: state never changes on GET. */
  logout: {
    method: 'POST',
    path: '/api/users/logout',
    summary: 'Signs out: ends the session and clears its cookie.',
    access: 'public',
    response: 'logoutResponse',
  },
  register: {
    method: 'POST',
    path: '/api/users/register',
    summary: 'Creates an account and mails the link that confirms its email address.',
    access: 'public',
    rateLimited: true,
    body: 'registerRequest',
    response: 'registerResponse',
  },
  preferences: {
    method: 'PUT',
    path: '/api/users/preferences',
    summary: "Saves the signed-in user's preferences, such as the preferred language.",
    access: 'user',
    body: 'preferencesRequest',
    response: 'preferencesResponse',
  },
  resendConfirmation: {
    method: 'POST',
    path: '/api/users/resend-confirmation',
    summary: 'Mails the email confirmation link again.',
    access: 'public',
    rateLimited: true,
    body: 'resendConfirmationRequest',
    response: 'resendConfirmationResponse',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/users/forgot-password',
    summary: 'Mails a password reset link to the address, if an account has it.',
    access: 'public',
    rateLimited: true,
    body: 'forgotPasswordRequest',
    response: 'forgotPasswordResponse',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/users/reset-password',
    summary: 'Sets a new password with the token from a reset mail.',
    access: 'public',
    rateLimited: true,
    body: 'resetPasswordRequest',
    response: 'resetPasswordResponse',
  },
  /** POST: state never changes on GET. */
  confirmEmail: {
    method: 'POST',
    path: '/api/users/confirm-email',
    summary: "Confirms an account's email address with the token from its mail.",
    access: 'public',
    body: 'confirmEmailRequest',
    response: 'confirmEmailResponse',
  },
});
