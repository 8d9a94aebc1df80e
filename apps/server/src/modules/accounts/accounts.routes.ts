import { userEndpoints } from '@grocery/contracts';
import { reject } from '../../http/answers';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { consumeAccountLimits } from '../../http/rate-limits';
import { signedInUser, toPublicUser } from '../../http/session-user';
import { type AccountsService, accountsService } from './accounts.service';
import { clearSessionCookie, setSessionCookie } from './sessions';
import { deviceCookieName, setDeviceCookie } from './trusted-devices';

export async function accountsRoutes(app: AppInstance): Promise<void> {
  const { config, database, mailer } = app.deps;
  const db = database.db;
  const accounts: AccountsService = accountsService({ db, config, mailer });
  const limit = (action: Parameters<typeof consumeAccountLimits>[1], ip: string, email: string) =>
    consumeAccountLimits(db, action, ip, email, config.rateLimitsEnabled);

  serve(app, userEndpoints.authenticate, async (request) =>
    request.user ? { user: toPublicUser(request.user) } : reject('NOT_AUTHENTICATED'),
  );

  serve(app, userEndpoints.login, async (request, reply) => {
    const result = await accounts.login({
      ...request.body,
      ip: request.ip,
      deviceId: request.cookies[deviceCookieName],
      previousSessionId: request.sessionId ?? undefined,
    });
    if (result.reason) return reject(result.reason);
    setSessionCookie(reply, result.sessionId, config);
    if (result.newDeviceId) setDeviceCookie(reply, result.newDeviceId, config);
    return { user: toPublicUser(result.user) };
  });

  serve(app, userEndpoints.logout, async (request, reply) => {
    if (request.sessionId) await accounts.logout(request.sessionId);
    clearSessionCookie(reply, config);
    return {};
  });

  serve(app, userEndpoints.register, async (request) => {
    await limit('register', request.ip, request.body.email);
    const result = await accounts.register(request.body);
    return result.reason ? reject(result.reason) : {};
  });

  serve(app, userEndpoints.preferences, async (request) => {
    const userId = signedInUser(request).userId;
    const user = await accounts.updatePreferences(userId, request.body.preferredLanguageCode);
    return { user: toPublicUser(user) };
  });

  serve(app, userEndpoints.resendConfirmation, async (request) => {
    await limit('resend', request.ip, request.body.email);
    const result = await accounts.resendConfirmation(request.body);
    return result.reason ? reject(result.reason) : {};
  });

  serve(app, userEndpoints.forgotPassword, async (request) => {
    await limit('forgot', request.ip, request.body.email);
    await accounts.forgotPassword(request.body);
    return {};
  });

  serve(app, userEndpoints.resetPassword, async (request) => {
    await limit('reset', request.ip, request.body.email);
    const result = await accounts.resetPassword({
      ...request.body,
      currentSessionHash: request.user?.sessionIdHash,
    });
    return result.reason ? reject(result.reason) : {};
  });

  serve(app, userEndpoints.confirmEmail, async (request) => {
    const result = await accounts.confirmEmail(request.body.token);
    return result.reason ? reject(result.reason) : {};
  });
}
