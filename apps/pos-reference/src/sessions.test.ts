import { afterEach, describe, expect, it } from 'vitest';
import { type ReferencePos, startReferencePos } from './index';
import { client } from './testing';

let pos: ReferencePos;
afterEach(() => pos?.stop());

describe('POST /api/session', () => {
  it('answers each sign-in reason, then a session', async () => {
    pos = await startReferencePos();
    const api = client(pos);
    const { username, password, code } = pos.credentials;
    expect(await api.signIn({ password })).toMatchObject({
      status: 400,
      body: { reason: 'USERNAME_REQUIRED' },
    });
    expect(await api.signIn({ username })).toMatchObject({
      status: 400,
      body: { reason: 'PASSWORD_REQUIRED' },
    });
    expect(await api.signIn({ username, password: 'nope' })).toMatchObject({
      status: 401,
      body: { reason: 'WRONG_CREDENTIALS' },
    });
    expect(await api.signIn({ username, password })).toMatchObject({
      status: 401,
      body: { reason: 'CODE_REQUIRED' },
    });
    expect(await api.signIn({ username, password, code: '000000' })).toMatchObject({
      status: 401,
      body: { reason: 'CODE_REQUIRED' },
    });
    const done = await api.signIn({ username, password, code });
    expect(done.status).toBe(200);
    expect(done.body.session).toMatch(/^[\w-]{20,}$/);
    expect(Date.parse(done.body.expiresAt) - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(done.body.refreshToken).toMatch(/^[\w-]{20,}$/);
    expect(done.body.refreshToken).not.toBe(done.body.session);
    expect(Date.parse(done.body.refreshExpiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('documents its demo credentials and asks for no code when told not to', async () => {
    pos = await startReferencePos({ requireCode: false });
    expect(pos.credentials).toEqual({ username: 'demo', password: 'demo-pos', code: null });
    const answer = await client(pos).signIn({ username: 'demo', password: 'demo-pos' });
    expect(answer.status).toBe(200);
  });

  it('answers 429 after 5 wrong tries of a username within 15 minutes, even to the right password', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    pos = await startReferencePos({ now: () => clock });
    const api = client(pos);
    const { username, password, code } = pos.credentials;
    await api.signIn({ username, password }); // asking for the code is no wrong try
    for (let i = 0; i < 4; i++) expect((await api.signIn({ username, password: `x${i}` })).status).toBe(401);
    expect((await api.signIn({ username, password, code: '111111' })).body.reason).toBe('CODE_REQUIRED');
    const refused = await api.signIn({ username, password, code });
    expect(refused).toMatchObject({ status: 429, body: { reason: 'TOO_MANY_TRIES' } });
    expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
    expect((await api.signIn({ username: 'other', password })).status).toBe(401);
    clock += 15 * 60 * 1000 + 1;
    expect((await api.signIn({ username, password, code })).status).toBe(200);
  });

  it('refuses an unknown, expired or expired-by-fault session with SESSION_EXPIRED', async () => {
    let clock = Date.now();
    pos = await startReferencePos({ sessionTtlMs: 60_000, now: () => clock });
    const api = client(pos);
    expect(await api.call('GET', '/api/catalogue')).toMatchObject({
      status: 401,
      body: { reason: 'SESSION_EXPIRED' },
    });
    expect((await api.call('GET', '/api/catalogue', undefined, 'made-up')).status).toBe(401);
    const session = await api.session();
    expect((await api.call('GET', '/api/catalogue', undefined, session)).status).toBe(200);
    clock += 60_000;
    expect((await api.call('GET', '/api/catalogue', undefined, session)).body.reason).toBe('SESSION_EXPIRED');
    const again = await api.session();
    pos.faults.expireSessions();
    expect((await api.call('GET', '/api/changes?since=2020-01-01T00:00:00Z', undefined, again)).status).toBe(
      401,
    );
  });

  it('renews an expired session with the refresh token, without password or code, until the token expires', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    pos = await startReferencePos({ sessionTtlMs: 60_000, refreshTtlMs: 3_600_000, now: () => clock });
    const api = client(pos);
    const { username, password, code } = pos.credentials;
    const first = (await api.signIn({ username, password, code })).body;
    const read = (session: string) => api.call('GET', '/api/catalogue?limit=1', undefined, session);
    clock += 60_000;
    expect((await read(first.session)).body.reason).toBe('SESSION_EXPIRED');
    const renewed = await api.call('POST', '/api/session/refresh', { refreshToken: first.refreshToken });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({
      session: expect.stringMatching(/^[\w-]{20,}$/),
      expiresAt: new Date(clock + 60_000).toISOString(),
      refreshToken: first.refreshToken,
      refreshExpiresAt: first.refreshExpiresAt,
    });
    expect(renewed.body.session).not.toBe(first.session);
    expect((await read(renewed.body.session)).status).toBe(200);
    expect((await read(first.session)).status).toBe(401);

    // Past the refresh token's own expiry (an hour after the sign-in): the code again.
    clock += 3_540_000;
    expect(
      await api.call('POST', '/api/session/refresh', { refreshToken: first.refreshToken }),
    ).toMatchObject({ status: 401, body: { reason: 'CODE_REQUIRED' } });
    expect(await api.call('POST', '/api/session/refresh', { refreshToken: 'made-up' })).toMatchObject({
      status: 401,
      body: { reason: 'CODE_REQUIRED' },
    });
    expect(await api.call('POST', '/api/session/refresh', {})).toMatchObject({
      status: 400,
      body: { reason: 'REFRESH_TOKEN_REQUIRED' },
    });
  });

  it('expireRefreshTokens makes the next renewal ask for the code; without a code, for a sign-in', async () => {
    pos = await startReferencePos();
    const api = client(pos);
    const { username, password, code } = pos.credentials;
    const { refreshToken } = (await api.signIn({ username, password, code })).body;
    expect((await api.call('POST', '/api/session/refresh', { refreshToken })).status).toBe(200);
    pos.faults.expireRefreshTokens();
    expect((await api.call('POST', '/api/session/refresh', { refreshToken })).body).toEqual({
      reason: 'CODE_REQUIRED',
    });
    await pos.stop();

    pos = await startReferencePos({ requireCode: false });
    const noCode = client(pos);
    const granted = (await noCode.signIn({ username, password })).body;
    await noCode.call('POST', '/api/_faults', { expireRefreshTokens: true });
    expect(
      (await noCode.call('POST', '/api/session/refresh', { refreshToken: granted.refreshToken })).body,
    ).toEqual({ reason: 'SIGN_IN_REQUIRED' });
  });

  it('answers 400 to a body that is not a JSON object and 404 to an unknown call', async () => {
    pos = await startReferencePos();
    const response = await fetch(`${pos.url}/api/session`, { method: 'POST', body: '{nope' });
    expect(response.status).toBe(400);
    expect((await client(pos).call('GET', '/api/nothing')).status).toBe(404);
  });
});
