import type { StorefrontPageRoute } from '../shared/routes';

// The account pages are one lazily loaded chunk (forms, password hashing, the contracts' schemas).
const loadAccount = () => import('./index');

export const accountRoutes: StorefrontPageRoute[] = [
  { page: 'signIn', load: () => loadAccount().then((account) => ({ default: account.SignInPage })) },
  { page: 'signUp', load: () => loadAccount().then((account) => ({ default: account.SignUpPage })) },
  {
    page: 'forgotPassword',
    load: () => loadAccount().then((account) => ({ default: account.ForgotPasswordPage })),
  },
  {
    page: 'resetPassword',
    load: () => loadAccount().then((account) => ({ default: account.ResetPasswordPage })),
  },
  {
    page: 'confirmEmail',
    load: () => loadAccount().then((account) => ({ default: account.ConfirmEmailPage })),
  },
  {
    page: 'accountSettings',
    load: () => loadAccount().then((account) => ({ default: account.AccountSettingsPage })),
  },
];
