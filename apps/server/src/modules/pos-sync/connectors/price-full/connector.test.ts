import { createReadStream, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PosConnector, PosPage } from '../../connector';
import { priceFileConnector } from './connector';
import { bytesOf, REAL_FILE, readAll } from './fixtures';

/** Every page from `cursor` on, as the sync would ask for them. */
async function allPages(ask: (cursor: string | null) => Promise<PosPage>, cursor: string | null = null) {
  const pages: PosPage[] = [];
  do {
    const page = await ask(cursor);
    pages.push(page);
    cursor = page.next;
  } while (cursor !== null);
  return pages;
}
const ids = (pages: PosPage[]) => pages.flatMap((page) => page.items.map((item) => item.externalId));

let server: Server;
let base = '';
const requests: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/PriceFull.gz') createReadStream(REAL_FILE).pipe(response);
    else if (request.url === '/cut.gz') response.end(readFileSync(REAL_FILE).subarray(0, 100_000));
    else response.writeHead(404).end('<html><body>Not found</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a price file as a POS', () => {
  it('answers the count the file declares as the total from the first page, the count read at the end', async () => {
    const file = (declared: string) =>
      `<root><Items${declared}>${Array.from({ length: 5 }, (_, i) => `<Item><ItemCode>${i + 1}</ItemCode><ItemName>x</ItemName><ItemPrice>1</ItemPrice></Item>`).join('')}</Items></root>`;
    const totals = async (declared: string) => {
      const connector = priceFileConnector({ open: async () => bytesOf(file(declared)) });
      const pages = await allPages((cursor) => connector.catalogue('price-file', cursor, 2));
      await connector.close();
      return pages.map((page) => page.total);
    };
    expect(await totals(' Count="7"')).toEqual([7, 7, 5]);
    expect(await totals('')).toEqual([null, null, 5]);
  });

  it('pages through every item exactly once, and a new connector resumes from a cursor', async () => {
    const connector = priceFileConnector({ path: REAL_FILE });
    const signIn = await connector.signIn({ username: '', password: '' });
    if (!signIn.ok) throw new Error('a file needs no credentials');
    const pages = await allPages((cursor) => connector.catalogue(signIn.session, cursor, 1000));
    expect(pages).toHaveLength(13);
    expect(pages.reduce((sum, page) => sum + page.items.length + page.problems.length, 0)).toBe(12_635);
    expect(new Set(ids(pages)).size).toBe(12_635);
    expect(pages.at(-1)?.total).toBe(12_635);

    const resumed = priceFileConnector({ path: REAL_FILE });
    const rest = await allPages((cursor) => resumed.catalogue(signIn.session, cursor, 2500), pages[4]?.next);
    expect(ids(rest)).toEqual(ids(pages.slice(5)));
    // A cursor behind the open reading starts it again.
    expect(ids([await resumed.catalogue(signIn.session, '1000', 1000)])).toEqual(ids([pages[1] as PosPage]));
    await Promise.all([connector.close(), resumed.close()]);
  });

  it('answers every item for the changes since a time: a file’s dates are not trusted (decision 0065)', async () => {
    const since = '2025-08-01T00:00:00.000Z';
    const { items } = await readAll(REAL_FILE);
    const connector = priceFileConnector({ path: REAL_FILE });
    const pages = await allPages((cursor) => connector.changesSince('price-file', since, cursor, 1000));
    expect(ids(pages)).toEqual(items.map((item) => item.externalId));
    await expect(connector.changesSince('price-file', 'yesterday', null, 10)).rejects.toThrow(RangeError);
    await connector.close();
  });

  it('downloads a url once for all the pages read in order', async () => {
    requests.length = 0;
    const connector: PosConnector = priceFileConnector({ url: `${base}/PriceFull.gz` });
    const pages = await allPages((cursor) => connector.catalogue('price-file', cursor, 5000));
    expect(pages.map((page) => page.items.length)).toEqual([5000, 5000, 2635]);
    expect(pages[0]?.items[0]).toMatchObject({ externalId: '1101346', name: 'בוזנינה לבנה להב', unit: 'kg' });
    expect(requests).toEqual(['/PriceFull.gz']);
  });

  it('fails a page with the file’s fault or the server’s, and reads again on the next try', async () => {
    const cut = priceFileConnector({ url: `${base}/cut.gz` });
    await expect(cut.catalogue('price-file', null, 20_000)).rejects.toMatchObject({ reason: 'BAD_FILE' });
    await expect(cut.catalogue('price-file', null, 10)).resolves.toMatchObject({ next: '10' });
    await expect(
      priceFileConnector({ url: `${base}/gone.gz` }).catalogue('price-file', null, 10),
    ).rejects.toMatchObject({
      reason: 'UNREACHABLE',
      message: expect.stringContaining('HTTP 404'),
    });
    await expect(
      priceFileConnector({ path: '/no/such/file.gz' }).catalogue('price-file', null, 10),
    ).rejects.toMatchObject({
      reason: 'UNREACHABLE',
    });
    await expect(cut.catalogue('someone else', null, 10)).rejects.toMatchObject({
      reason: 'SESSION_EXPIRED',
    });
    await expect(cut.catalogue('price-file', 'page 2', 10)).rejects.toThrow(RangeError);
    await cut.close();
  });
});
