import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import { type PriceFileServer, priceFileServer } from '../../../test/price-files';
import { syncCalls } from '../../../test/sync-calls';
import { SYNC_PAGE_SIZE } from './sync.run';

/**
 * Decision 0067: a run from a price file answers the item count the file declares as its
 * totalItems from the first page on, so the page shows an eta while the file is read; once read,
 * the count is the one read. The file comes from the configured URL, which holds its second part
 * until the test has looked: the run is between its first and second page, whatever the machine.
 */
const WAIT = 60_000;
let server: PriceFileServer;
let t: TestApp;
let admin: StaffMember;

beforeAll(async () => {
  server = await priceFileServer();
  t = await buildTestApp({ env: { POS_PRICE_FILE: server.url } });
  admin = await userHolding(t.app, { groups: ['admin'] });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

const { started, status, until, finished } = syncCalls(() => ({ t, cookie: admin.cookie }), WAIT);

const item = (i: number) =>
  `<Item><ItemCode>${7290000200000 + i}</ItemCode><ItemName>מוצר ${i}</ItemName><ItemPrice>4.90</ItemPrice></Item>\n`;
const items = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => item(from + i)).join('');

describe('the status of a run from a price file', () => {
  it(
    'shows the declared count and an eta between pages, then the count read',
    async () => {
      // The file declares 1,500 items and holds 1,200: the first part holds the first page and some.
      const head = '<?xml version="1.0" encoding="utf-8"?>\n<root><ChainId>1</ChainId><Items Count="1500">\n';
      const release = server.hold(
        Buffer.from(head + items(0, SYNC_PAGE_SIZE + 200)),
        Buffer.from(`${items(SYNC_PAGE_SIZE + 200, 1200)}</Items></root>\n`),
      );
      await started();
      const between = await until((sync) => sync.totalProcessed > 0, 'the first page');
      expect(between).toMatchObject({
        status: 'running',
        phase: 'reading',
        totalItems: 1500,
        totalProcessed: SYNC_PAGE_SIZE,
      });
      expect(between.eta).toEqual(expect.any(Number));
      expect(between.eta).toBeGreaterThan(0);
      // Still there when asked again: the run waits for the rest of the file.
      expect(await status()).toMatchObject({ totalItems: 1500, totalProcessed: SYNC_PAGE_SIZE });

      release();
      expect(await finished()).toMatchObject({
        status: 'done',
        totalItems: 1200,
        totalProcessed: 1200,
        eta: null,
      });
    },
    WAIT,
  );

  it('a file that declares no count has no total, nor an eta, until it is read', async () => {
    const release = server.hold(
      Buffer.from(`<?xml version="1.0"?>\n<root><Items>\n${items(0, SYNC_PAGE_SIZE + 200)}`),
      Buffer.from(`${items(SYNC_PAGE_SIZE + 200, 1200)}</Items></root>\n`),
    );
    await started();
    const between = await until((sync) => sync.totalProcessed > 0, 'the first page');
    expect(between).toMatchObject({ status: 'running', totalItems: null, eta: null });
    release();
    expect(await finished()).toMatchObject({ status: 'done', totalItems: 1200, totalProcessed: 1200 });
  });
});
