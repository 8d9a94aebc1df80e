/**
 * The account pages: one lazily loaded chunk (with react-hook-form, the password hash and the
 * contracts' schemas), imported only by the router.
 */
export { AccountSettingsPage } from './accountSettings/AccountSettingsPage';
export { ConfirmEmailPage } from './confirmEmail/ConfirmEmailPage';
export { ForgotPasswordPage } from './forgotPassword/ForgotPasswordPage';
export { ResetPasswordPage } from './resetPassword/ResetPasswordPage';
export { SignInPage } from './signIn/SignInPage';
export { SignUpPage } from './signUp/SignUpPage';
