/** API paths shared by server routes and the web client. */
export const apiPaths = {
  health: '/api/health',
  publicConfig: '/api/public-config',
  docs: '/api/docs',
  ping: '/api/ping',
} as const;
