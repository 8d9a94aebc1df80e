import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createGzip, gzipSync } from 'node:zlib';
import { posSyncEndpoints as endpoints, type FileKind, type FileKindAnswer } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffMember, userHolding } from '../../../test/access';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  type PriceFileServer,
  priceFileServer,
  priceFileUploads,
  productsDigest,
} from '../../../test/price-files';
import { syncCalls } from '../../../test/sync-calls';
import { rowsOf } from '../../db/client';
import { fieldBomb, OTHER_FILES } from './connectors/price-full/fixtures';

/**
 * Issue 29's bad input (decisions 0061, 0067), from each way a price file comes in: an upload, the
 * configured path, the configured URL (served here on 127.0.0.1). Each gets its reason, and its
 * kind when it is another kind of file, and the catalogue stays byte for byte as it was.
 */
const WAIT = 60_000;

const items = (count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<Item><ItemCode>${7290000100000 + i}</ItemCode><ItemName>מוצר ${i}</ItemName>` +
      `<ItemPrice>${(i % 40) + 1}.90</ItemPrice></Item>\n`,
  ).join('');
const priceFile = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<root><ChainId>7290000000003</ChainId>${body}</root>\n`;
/** The catalogue each app starts from: 300 products. */
const GOOD = Buffer.from(priceFile(`<Items Count="300">\n${items(300)}</Items>`));
const GOOD_XML = GOOD.toString('utf8');
const utf16 = (text: string, bom = true) =>
  Buffer.concat([Buffer.from(bom ? [0xff, 0xfe] : []), Buffer.from(text, 'utf16le')]);
const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

type Outcome =
  | { outcome: 'EMPTY' }
  | { outcome: 'BAD_FILE' | 'UNREACHABLE'; message: RegExp; fileKind: FileKindAnswer | null };
const bad = (message: RegExp, kind?: FileKind, root: string | null = null): Outcome => ({
  outcome: 'BAD_FILE',
  message,
  fileKind: kind ? { kind, root } : null,
});

/** What the source gives: bytes, or nothing at all (a missing file, a URL that hangs up). */
type Given = Buffer | 'unreachable';
const cases = (
  [
    ['zero items', async () => Buffer.from(priceFile('<Items Count="0"></Items>')), { outcome: 'EMPTY' }],
    ['a truncated gzip', async () => cut(gzipSync(GOOD)), bad(/unexpected end of file/)],
    ['a truncated XML', async () => cut(GOOD), bad(/unclosed tag/)],
    [
      'a gzip bomb',
      async () =>
        gzipSync(
          Buffer.concat([
            Buffer.from(priceFile('').replace('</root>\n', '<Items>')),
            Buffer.alloc(60 * 1024 * 1024, `<!--${' '.repeat(64 * 1024)}-->`),
          ]),
        ),
      bad(/gzip bomb/),
    ],
    [
      'a field bomb (a name of 200 MB)',
      () => buffer(Readable.from(fieldBomb(200)).pipe(createGzip())),
      bad(/^an XML token longer than 1024 KB/),
    ],
    ['an entity bomb (billion laughs)', async () => Buffer.from(OTHER_FILES.entityBomb), bad(/DOCTYPE/)],
    ['a UTF-16 Stores file', async () => utf16(OTHER_FILES.stores), bad(/^a Stores file/, 'STORES', 'Root')],
    ['a UTF-16 big-endian file, cut', async () => cut(utf16(GOOD_XML).swap16()), bad(/unclosed tag/)],
    [
      'a UTF-16 HTML page without a BOM',
      async () => utf16('<html><body>Sign in</body></html>', false),
      bad(/HTML page/, 'HTML'),
    ],
    [
      'an HTML login page, gzipped',
      async () => gzipSync('<!DOCTYPE html><html><body><form>Login</form></body></html>'),
      bad(/HTML page/, 'HTML'),
    ],
    ['a Stores file', async () => gzipSync(OTHER_FILES.storesAbap), bad(/^a Stores file/, 'STORES', 'abap')],
    ['a PromoFull file', async () => gzipSync(OTHER_FILES.promo), bad(/^a Promo file/, 'PROMO', 'Root')],
    [
      'an XML file of another kind',
      async () => Buffer.from(OTHER_FILES.unknownRoot),
      bad(/<Catalog>/, 'UNKNOWN_ROOT', 'Catalog'),
    ],
    [
      'items without prices',
      async () => Buffer.from(OTHER_FILES.noPrices),
      bad(/without an <ItemPrice>/, 'NO_PRICES', 'root'),
    ],
    [
      'an unreachable file',
      async () => 'unreachable',
      { outcome: 'UNREACHABLE', message: /./, fileKind: null },
    ],
  ] as [string, () => Promise<Given>, Outcome][]
).map(([name, make, outcome]) => {
  // Made once, for the three sources.
  let made: Promise<Given> | null = null;
  return [name, () => (made ??= make()), outcome] as const;
});

let folder: string;
let filePath: string;
let server: PriceFileServer;
/** The configured path's app (uploads are sent to it too), and the configured URL's. */
let atPath: TestApp;
let atUrl: TestApp;
let admins: Map<TestApp, StaffMember>;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'grocery-bad-files-'));
  filePath = path.join(folder, 'PriceFull.gz');
  server = await priceFileServer();
  const env = { POS_PRICE_FILE_MAX_MB: '1' };
  [atPath, atUrl] = await Promise.all([
    buildTestApp({ env: { ...env, POS_PRICE_FILE: filePath } }),
    buildTestApp({ env: { ...env, POS_PRICE_FILE: server.url } }),
  ]);
  admins = new Map();
  for (const t of [atPath, atUrl]) admins.set(t, await userHolding(t.app, { groups: ['admin'] }));
  await fs.writeFile(filePath, GOOD);
  server.serve(GOOD);
  for (const t of [atPath, atUrl]) {
    const { started, finished } = callsOf(t);
    await started();
    expect(await finished()).toMatchObject({ status: 'done', totalItems: 300, totalProcessed: 300 });
  }
}, WAIT);
afterAll(async () => {
  await Promise.all([atPath?.close(), atUrl?.close(), server?.close()]);
  await fs.rm(folder, { recursive: true, force: true });
});

const callsOf = (t: TestApp) => ({
  ...syncCalls(() => ({ t, cookie: admins.get(t)?.cookie ?? '' }), WAIT),
  ...priceFileUploads(() => ({ t, cookie: admins.get(t)?.cookie ?? null })),
});

/** A run from the app's configured source, to its end: what it came to (a held empty run reset). */
async function runFrom(t: TestApp): Promise<unknown> {
  const { started, finished, command } = callsOf(t);
  await started();
  const sync = await finished();
  const [staged] = rowsOf<{ n: number }>(
    await t.app.deps.database.db.execute(
      sql`select (select count(*) from pos_sync_staged) + (select count(*) from pos_sync_seen) as n`,
    ),
  );
  expect(Number(staged?.n)).toBe(0);
  if (sync.status === 'held') {
    expect(sync.hold).toMatchObject({ reason: 'EMPTY_SOURCE', itemsRead: 0 });
    expect(await command(endpoints.reset)).toMatchObject({ reject: false, sync: { status: 'idle' } });
    return { outcome: 'EMPTY' };
  }
  expect(sync.status).toBe('failed');
  expect(sync.error?.length).toBeLessThanOrEqual(300);
  return { outcome: sync.failureReason, message: sync.error, fileKind: sync.fileKind };
}

/** Each way in: its name, its app, and what it came to once given the bytes. */
const sources: [string, () => TestApp, (given: Given) => Promise<unknown>][] = [
  [
    'an upload',
    () => atPath,
    async (given) => {
      if (given === 'unreachable') throw new Error('an upload is never unreachable');
      const answer = await callsOf(atPath).uploaded(given);
      if (!answer.reject) return answer;
      if (answer.reason === 'EMPTY_FILE') return { outcome: 'EMPTY' };
      return { outcome: answer.reason, message: answer.message, fileKind: answer.fileKind ?? null };
    },
  ],
  [
    'the configured path',
    () => atPath,
    async (given) => {
      if (given === 'unreachable') await fs.rm(filePath, { force: true });
      else await fs.writeFile(filePath, given);
      return runFrom(atPath);
    },
  ],
  [
    'the configured URL',
    () => atUrl,
    async (given) => {
      if (given === 'unreachable') server.hangUp();
      else server.serve(given);
      return runFrom(atUrl);
    },
  ],
];

describe.each(sources)('bad input from %s', (source, app, give) => {
  // An uploaded PromoFull is no bad file: it is imported as the promotions (promotions-upload.test.ts).
  const applicable = cases.filter(
    ([name]) => !(source === 'an upload' && (name === 'an unreachable file' || name === 'a PromoFull file')),
  );

  it.each(applicable)(
    '%s: its reason, and the catalogue unchanged',
    async (_, bytes, outcome) => {
      const before = await productsDigest(app());
      const seen = await give(await bytes());
      const { message, ...rest } = { message: undefined, ...outcome };
      expect(seen).toMatchObject(message ? { ...rest, message: expect.stringMatching(message) } : rest);
      expect(await productsDigest(app())).toBe(before);
    },
    WAIT,
  );
});

describe('the uploads refused', () => {
  it('left nothing: the configured path is still the source, and no file was kept', async () => {
    const sync = await callsOf(atPath).status();
    expect(sync).toMatchObject({ source: 'price-file', priceFile: null });
    expect(await fs.readdir(path.join(atPath.dataDir, 'files', 'price-files')).catch(() => [])).toEqual([]);
  });
});
