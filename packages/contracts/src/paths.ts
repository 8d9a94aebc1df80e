/** API paths shared by server routes and the web client. */
export const apiPaths = {
  health: '/api/health',
  publicConfig: '/api/public-config',
  docs: '/api/docs',
  ping: '/api/ping',
} as const;

/** Accounts. Logout and confirm-email are POST: state never changes on GET. */
export const userPaths = {
  authenticate: '/api/users/authenticate',
  logout: '/api/users/logout',
  login: '/api/users/login',
  register: '/api/users/register',
  preferences: '/api/users/preferences',
  resendConfirmation: '/api/users/resend-confirmation',
  forgotPassword: '/api/users/forgot-password',
  resetPassword: '/api/users/reset-password',
  confirmEmail: '/api/users/confirm-email',
} as const;

export const adminPaths = {
  /** The signed-in admin's own permissions; the smallest call behind admin_access. */
  me: '/api/admin/me',
} as const;

/** The header every mutating call carries (besides a JSON body), so a cross-site form cannot forge it. */
export const csrfHeader = { name: 'x-requested-with', value: 'grocery' } as const;
