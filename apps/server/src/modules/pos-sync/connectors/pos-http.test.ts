import { type ReferencePos, startReferencePos } from '@grocery/pos-reference';
import { afterEach, describe, expect, it } from 'vitest';
import { type PosConnector, type PosItem, type PosItemProblem, PosUnavailable } from '../connector';
import { isGtin } from '../gtin';
import { posHttpConnector } from './pos-http';
import { toPosItem } from './pos-http-item';

let pos: ReferencePos;
afterEach(() => pos?.stop());

async function connect(options: Parameters<typeof startReferencePos>[0] = {}, timeoutMs = 5000) {
  pos = await startReferencePos(options);
  const connector = posHttpConnector({ url: pos.url, timeoutMs, backoffMs: 10 });
  const signIn = await connector.signIn(
    pos.credentials as { username: string; password: string; code: string },
  );
  if (!signIn.ok) throw new Error(signIn.reason);
  return { connector, session: signIn.session };
}

async function readAll(connector: PosConnector, session: string, limit: number) {
  const items: PosItem[] = [];
  const problems: PosItemProblem[] = [];
  const totals = new Set<number | null>();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await connector.catalogue(session, cursor, limit);
    items.push(...page.items);
    problems.push(...page.problems);
    totals.add(page.total);
    cursor = page.next;
    pages++;
  } while (cursor);
  return { items, problems, totals, pages };
}

async function failsWith(promise: Promise<unknown>, reason: PosUnavailable['reason']): Promise<string> {
  const error = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(PosUnavailable);
  expect((error as PosUnavailable).reason).toBe(reason);
  return (error as PosUnavailable).message;
}

describe('the POS HTTP connector against the reference POS', () => {
  it('signs in: the spec reasons, CODE_REQUIRED, then the code', async () => {
    pos = await startReferencePos();
    const connector = posHttpConnector({ url: `${pos.url}/` });
    const { username, password, code } = pos.credentials;
    expect(await connector.signIn({ username: '', password })).toEqual({
      ok: false,
      reason: 'USERNAME_REQUIRED',
    });
    expect(await connector.signIn({ username, password: '' })).toEqual({
      ok: false,
      reason: 'PASSWORD_REQUIRED',
    });
    expect(await connector.signIn({ username, password: 'guess' })).toEqual({
      ok: false,
      reason: 'WRONG_CREDENTIALS',
    });
    expect(await connector.signIn({ username, password })).toEqual({ ok: false, reason: 'CODE_REQUIRED' });
    const signedIn = await connector.signIn({ username, password, code: code ?? '' });
    expect(signedIn).toEqual({ ok: true, session: expect.any(String), refreshToken: expect.any(String) });
  });

  it('renews an expired session with the refresh token; CODE_REQUIRED once the POS wants the code again', async () => {
    pos = await startReferencePos();
    const connector = posHttpConnector({ url: pos.url });
    const signedIn = await connector.signIn(
      pos.credentials as { username: string; password: string; code: string },
    );
    if (!signedIn.ok || !signedIn.refreshToken || !connector.renew) throw new Error('no refresh token');
    pos.faults.expireSessions();
    await failsWith(connector.catalogue(signedIn.session, null, 1), 'SESSION_EXPIRED');
    const renewed = await connector.renew(signedIn.refreshToken);
    expect(renewed).toEqual({ ok: true, session: expect.any(String), refreshToken: signedIn.refreshToken });
    if (!renewed.ok) throw new Error(renewed.reason);
    expect((await connector.catalogue(renewed.session, null, 1)).items).toHaveLength(1);
    pos.faults.expireRefreshTokens();
    expect(await connector.renew(signedIn.refreshToken)).toEqual({ ok: false, reason: 'CODE_REQUIRED' });
    pos.faults.garbage = true;
    await failsWith(connector.renew(signedIn.refreshToken), 'BAD_ANSWER');
  });

  it('tells a POS that refuses sign-in after too many wrong tries', async () => {
    pos = await startReferencePos();
    const connector = posHttpConnector({ url: pos.url });
    for (let i = 0; i < 5; i++) await connector.signIn({ username: 'demo', password: `guess${i}` });
    expect(await connector.signIn({ username: 'demo', password: 'demo-pos', code: '246810' })).toEqual({
      ok: false,
      reason: 'TOO_MANY_TRIES',
      retryAfterSeconds: expect.any(Number),
    });
  });

  it('pages through the whole catalogue to the end, mapping each item', async () => {
    const { connector, session } = await connect({ items: 2500 });
    const { items, problems, totals, pages } = await readAll(connector, session, 5000);
    expect(pages).toBe(3);
    expect(problems).toEqual([]);
    expect([...totals]).toEqual([2500]);
    expect(new Set(items.map((item) => item.externalId)).size).toBe(2500);
    const source = pos.itemAt(17);
    expect(items[17]).toEqual({
      externalId: source.code,
      barcode: source.barcode,
      name: source.name,
      category: { externalId: source.category.code, name: source.category.name },
      price: source.price,
      unit: source.weighed ? 'kg' : 'unit',
      stock: source.stock,
      active: source.active,
      changedAt: source.changedAt,
      manufacturer: null,
      country: null,
      packageQuantity: null,
      packageUnit: null,
      measurePrice: null,
    });
    expect(items.filter((item) => item.unit === 'kg').length).toBeGreaterThan(50);
    expect(items.every((item) => item.barcode === null || isGtin(item.barcode))).toBe(true);
  });

  it('lists an invalid barcode, a negative price and a price that is no number as problems', async () => {
    const { connector, session } = await connect({ items: 3000, badItems: true });
    const [first, second] = [pos.itemAt(1), pos.itemAt(2)];
    pos.changePrice(first.code, '-3.50');
    pos.changePrice(second.code, 'free');
    const { items, problems } = await readAll(connector, session, 1000);
    expect(items.length + problems.length).toBe(3000);
    expect(problems).toContainEqual({ externalId: first.code, error: 'negative price -3.50' });
    expect(problems).toContainEqual({
      externalId: second.code,
      error: expect.stringMatching(/price "free"/),
    });
    const badBarcodes = problems.filter((problem) => problem.error.startsWith('invalid barcode '));
    expect(badBarcodes.length).toBeGreaterThan(5);
    expect(badBarcodes[0]?.error).toMatch(/^invalid barcode \d{13}: check digit \d, not \d$/);
    expect(problems.filter((problem) => problem.error.startsWith('negative price')).length).toBeGreaterThan(
      2,
    );
  });

  it('refuses an item with a name past 500 characters or any text past 2,000 (decision 0061)', () => {
    const item = { code: '123', barcode: null, price: '1.00', weighed: false, active: true };
    expect(toPosItem({ ...item, name: 'n'.repeat(500) })).toMatchObject({ externalId: '123' });
    expect(toPosItem({ ...item, name: 'n'.repeat(501) })).toEqual({
      externalId: '123',
      error: 'item not as the API says: name: the name is longer than 500 characters',
    });
    expect(toPosItem({ ...item, name: 'n', category: { code: '1', name: 'c'.repeat(2001) } })).toEqual({
      externalId: '123',
      error: 'item not as the API says: category.name: longer than 2000 characters',
    });
  });

  it('answers the changes since a time', async () => {
    const { connector, session } = await connect({ items: 1000 });
    const since = new Date().toISOString();
    const code = pos.itemAt(500).code;
    pos.changePrice(code, '4.20');
    const page = await connector.changesSince(session, since, null, 100);
    expect(page).toMatchObject({ items: [{ externalId: code, price: '4.20' }], next: null, total: 1 });
  });

  it('throws SESSION_EXPIRED when the POS ends the session', async () => {
    const { connector, session } = await connect();
    pos.faults.expireSessions();
    await failsWith(connector.catalogue(session, null, 10), 'SESSION_EXPIRED');
    const since = new Date(Date.now() - 60_000).toISOString();
    await failsWith(connector.changesSince(session, since, null, 10), 'SESSION_EXPIRED');
  });

  it('throws BAD_ANSWER when the POS answers garbage', async () => {
    const { connector, session } = await connect();
    pos.faults.garbage = true;
    await failsWith(connector.catalogue(session, null, 10), 'BAD_ANSWER');
    await failsWith(connector.signIn({ username: 'demo', password: 'x' }), 'BAD_ANSWER');
  });

  it('throws TIMEOUT when an answer comes later than the timeout', async () => {
    const { connector, session } = await connect({}, 100);
    pos.faults.slowMs = 400;
    await failsWith(connector.catalogue(session, null, 10), 'TIMEOUT');
  });

  it('retries 500s and dropped connections, and gives up with UNREACHABLE', async () => {
    const { connector, session } = await connect({ items: 2500 });
    pos.faults.failEvery = 2;
    expect((await readAll(connector, session, 1000)).items).toHaveLength(2500);
    pos.faults.reset();
    pos.faults.dropEvery = 2;
    expect((await readAll(connector, session, 1000)).items).toHaveLength(2500);
    pos.faults.reset();
    pos.faults.failEvery = 1;
    expect(await failsWith(connector.catalogue(session, null, 10), 'UNREACHABLE')).toMatch(
      /answered 500 on 3 tries/,
    );
    await pos.stop();
    const message = await failsWith(connector.catalogue(session, null, 10), 'UNREACHABLE');
    expect(message).toMatch(/could not be reached \(ECONNREFUSED\) on 3 tries/);
  });
});
