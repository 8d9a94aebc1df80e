import { afterEach, describe, expect, it } from 'vitest';
import { checkDigit, type ReferenceItem } from './catalogue';
import { type ReferencePos, startReferencePos } from './index';
import { client } from './testing';

let pos: ReferencePos;
afterEach(() => pos?.stop());

async function readAll(path: string, limit: number): Promise<{ items: ReferenceItem[]; totals: number[] }> {
  const api = client(pos);
  const session = await api.session();
  const items: ReferenceItem[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const query = `${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const answer = await api.call('GET', `${path}${query}`, undefined, session);
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBeLessThanOrEqual(Math.min(limit, 1000));
    items.push(...answer.body.items);
    totals.push(answer.body.total);
    cursor = answer.body.next;
  } while (cursor);
  return { items, totals };
}

const isEan13 = (code: string) => /^\d{13}$/.test(code) && checkDigit(code.slice(0, 12)) === Number(code[12]);

describe('GET /api/catalogue', () => {
  it('pages through 10,000 items, each exactly once, by item code, at most 1,000 a page', async () => {
    pos = await startReferencePos({ items: 10_000 });
    const { items, totals } = await readAll('/api/catalogue', 5000);
    expect(items).toHaveLength(10_000);
    expect(new Set(totals)).toEqual(new Set([10_000]));
    const codes = items.map((item) => item.code);
    expect(new Set(codes).size).toBe(10_000);
    expect([...codes].sort()).toEqual(codes);
    expect(new Set(items.map((item) => item.barcode).filter(Boolean)).size).toBe(
      items.filter((item) => item.barcode).length,
    );
    expect((await readAll('/api/catalogue', 333)).items).toEqual(items);
  });

  it('generates the same believable catalogue every time', async () => {
    pos = await startReferencePos({ items: 10_000 });
    const items = Array.from({ length: 10_000 }, (_, index) => pos.itemAt(index));
    const share = (test: (item: ReferenceItem) => boolean) => items.filter(test).length / items.length;
    expect(share((item) => item.barcode === null)).toBeCloseTo(0.05, 1);
    expect(items.every((item) => item.barcode === null || isEan13(item.barcode))).toBe(true);
    expect(share((item) => item.weighed)).toBeCloseTo(0.06, 1);
    expect(share((item) => !item.active)).toBeCloseTo(0.02, 1);
    expect(new Set(items.map((item) => item.category.code)).size).toBeGreaterThanOrEqual(20);
    expect(items.every((item) => /^\d+\.\d\d$/.test(item.price) && /^\d{7}$/.test(item.code))).toBe(true);
    expect(
      items.some((item) => /[א-ת]/.test(item.name)) && items.some((item) => /^[A-Z]/.test(item.name)),
    ).toBe(true);
    const again = await startReferencePos({ items: 10_000 });
    expect(again.itemAt(1234)).toEqual(pos.itemAt(1234));
    await again.stop();
  });

  it('holds a few invalid barcodes and negative prices only with badItems', async () => {
    pos = await startReferencePos({ items: 10_000, badItems: true });
    const items = Array.from({ length: 10_000 }, (_, index) => pos.itemAt(index));
    const badBarcodes = items.filter((item) => item.barcode && !isEan13(item.barcode)).length;
    const negative = items.filter((item) => item.price.startsWith('-')).length;
    expect(badBarcodes).toBeGreaterThan(20);
    expect(badBarcodes).toBeLessThan(200);
    expect(negative).toBeGreaterThan(10);
    expect(negative).toBeLessThan(100);
  });

  // Its speed is measured by bench/pos-sync.ts, not here: a timed test fails on a busy machine.
  it('serves 100,000 items, each once, in pages of 1,000', async () => {
    pos = await startReferencePos({ items: 100_000 });
    const { items, totals } = await readAll('/api/catalogue', 1000);
    expect(items).toHaveLength(100_000);
    expect(new Set(items.map((item) => item.code)).size).toBe(100_000);
    expect(totals).toHaveLength(100);
  }, 120_000);

  it('answers 400 to a bad cursor or limit', async () => {
    pos = await startReferencePos();
    const api = client(pos);
    const session = await api.session();
    const bad = (query: string) => api.call('GET', `/api/catalogue?${query}`, undefined, session);
    expect((await bad('cursor=nonsense')).body.reason).toBe('BAD_CURSOR');
    expect((await bad('limit=0')).body.reason).toBe('BAD_LIMIT');
    expect((await bad('limit=ten')).status).toBe(400);
  });
});

describe('GET /api/changes and the changes a test makes', () => {
  it('answers the items changed at or after `since`, paged', async () => {
    pos = await startReferencePos({ items: 10_000 });
    const since = '2025-12-25T00:00:00.000Z';
    const expected = Array.from({ length: 10_000 }, (_, index) => pos.itemAt(index)).filter(
      (item) => item.changedAt >= since,
    );
    expect(expected.length).toBeGreaterThan(100);
    const { items, totals } = await readAll(`/api/changes?since=${since}`, 70);
    expect(items).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  });

  it('changePrice and withdraw stamp the item now, so it is among the changes', async () => {
    pos = await startReferencePos({ items: 5000 });
    const since = new Date().toISOString();
    expect((await readAll(`/api/changes?since=${since}`, 100)).items).toEqual([]);
    const [first, second] = [pos.itemAt(10), pos.itemAt(4000)];
    const repriced = pos.changePrice(first.code, 12.5);
    expect(repriced).toMatchObject({ code: first.code, price: '12.50', active: first.active });
    expect(repriced.changedAt >= since).toBe(true);
    expect(pos.withdraw(second.code)).toMatchObject({ active: false, price: second.price });
    const { items } = await readAll(`/api/changes?since=${since}`, 100);
    expect(items.map((item) => item.code)).toEqual([first.code, second.code]);
    expect(pos.item(first.code)?.price).toBe('12.50');
    expect(() => pos.changePrice('999', '1.00')).toThrow();
  });

  it('changes items over HTTP too, for a POS run by the CLI', async () => {
    pos = await startReferencePos();
    const code = pos.itemAt(3).code;
    const answer = await client(pos).call('POST', `/api/_items/${code}`, { price: '-2.00', active: false });
    expect(answer.body).toMatchObject({ code, price: '-2.00', active: false });
    expect(pos.item(code)).toMatchObject({ price: '-2.00', active: false });
  });

  it('answers 400 to a missing or malformed since', async () => {
    pos = await startReferencePos();
    const api = client(pos);
    const session = await api.session();
    expect((await api.call('GET', '/api/changes', undefined, session)).body.reason).toBe('BAD_SINCE');
    expect((await api.call('GET', '/api/changes?since=yesterday', undefined, session)).status).toBe(400);
  });
});
