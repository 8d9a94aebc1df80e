import { tokenEndpoints } from '@grocery/contracts';
import { reject } from '../../http/answers';
import type { AppInstance } from '../../http/app-instance';
import { serve } from '../../http/endpoint-route';
import { notFound } from '../../http/http-error';
import { signedInUser, toPublicUser } from '../../http/session-user';
import { accountsService } from './accounts.service';
import { listAppTokens, refreshAppToken, revokeAppToken } from './app-tokens';

/** Apps' sign-in with bearer tokens, and the account's list of them (decision 0073). */
export async function tokensRoutes(app: AppInstance): Promise<void> {
  const { config, database, mailer } = app.deps;
  const db = database.db;
  const accounts = accountsService({ db, config, mailer });

  serve(app, tokenEndpoints.create, async (request) => {
    const result = await accounts.signInApp({ ...request.body, ip: request.ip });
    if (result.reason) return reject(result.reason);
    const { token, tokenId, expiresAt, user } = result;
    return { token, tokenId, expiresAt, user: toPublicUser(user) };
  });

  serve(app, tokenEndpoints.list, async (request) => {
    const user = signedInUser(request);
    return { tokens: await listAppTokens(db, user.userId, user.sessionIdHash) };
  });

  serve(app, tokenEndpoints.refresh, async (request) => {
    const user = signedInUser(request);
    if (request.credential !== 'bearer') return reject('NOT_A_TOKEN');
    const issued = await refreshAppToken(db, user.userId, user.sessionIdHash, config);
    return issued ?? reject('NOT_A_TOKEN');
  });

  serve(app, tokenEndpoints.revoke, async (request) => {
    const revoked = await revokeAppToken(db, signedInUser(request).userId, request.params.tokenId);
    if (!revoked) throw notFound('No such token.');
    return {};
  });
}
