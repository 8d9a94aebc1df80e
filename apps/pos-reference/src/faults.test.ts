import { afterEach, describe, expect, it } from 'vitest';
import { type ReferencePos, startReferencePos } from './index';
import { client } from './testing';

let pos: ReferencePos;
afterEach(() => pos?.stop());

async function setUp() {
  pos = await startReferencePos({ items: 50 });
  const api = client(pos);
  const session = await api.session();
  const page = () => api.call('GET', '/api/catalogue?limit=5', undefined, session);
  const outcome = () =>
    page().then(
      (answer) => answer.status,
      () => 'dropped' as const,
    );
  return { api, session, page, outcome };
}

describe('faults', () => {
  it('slowMs delays each answer', async () => {
    const { page } = await setUp();
    pos.faults.slowMs = 150;
    const started = performance.now();
    expect((await page()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('failEvery answers 500 to every Nth request, counted from when it is set', async () => {
    const { outcome } = await setUp();
    pos.faults.failEvery = 3;
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await outcome());
    expect(outcomes).toEqual([200, 200, 500, 200, 200, 500]);
    pos.faults.failEvery = 1;
    expect([await outcome(), await outcome()]).toEqual([500, 500]);
  });

  it('dropEvery destroys the connection of every Nth request without an answer', async () => {
    const { outcome } = await setUp();
    pos.faults.dropEvery = 2;
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await outcome());
    expect(outcomes).toEqual([200, 'dropped', 200, 'dropped']);
  });

  it('garbage answers text that is not JSON, sign-in included', async () => {
    const { api, page } = await setUp();
    pos.faults.garbage = true;
    const answer = await page();
    expect(answer.status).toBe(200);
    expect(typeof answer.body).toBe('string');
    expect(() => JSON.parse(answer.body)).toThrow();
    expect(typeof (await api.signIn({})).body).toBe('string');
  });

  it('expireSessions ends every session', async () => {
    const { page } = await setUp();
    pos.faults.expireSessions();
    expect((await page()).body).toEqual({ reason: 'SESSION_EXPIRED' });
  });

  it('POST /api/_faults switches them over HTTP and is itself never faulted', async () => {
    const { api, outcome } = await setUp();
    const set = await api.call('POST', '/api/_faults', { failEvery: 1, garbage: true });
    expect(set.body).toEqual({ slowMs: 0, failEvery: 1, dropEvery: 0, garbage: true });
    expect(await outcome()).toBe(500);
    expect((await api.call('POST', '/api/_faults', { reset: true })).body.failEvery).toBe(0);
    expect(await outcome()).toBe(200);
    await api.call('POST', '/api/_faults', { expireSessions: true });
    expect(await outcome()).toBe(401);
  });
});
