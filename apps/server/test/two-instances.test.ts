import {
  accessEndpoints,
  catalogueEndpoints,
  fillPath,
  ordersAdminEndpoints,
  productImagesResponse,
  productsAdminEndpoints,
  userEndpoints,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../src/db/client';
import { defineJob } from '../src/jobs/job';
import { userHolding } from './access';
import { jsonHeaders, passwordDigest, sessionCookie, uniqueEmail } from './accounts';
import { buildTestApp, secondInstance, type TestApp } from './app';
import { testDriver } from './database';
import { waitUntil } from './job-apps';
import { localStorageSetup, type StorageSetup, s3StorageSetup, sampleImage, upload } from './uploads';

/**
 * Issue 10's "done when": two instances of the app on one PostgreSQL database, as behind a load
 * balancer. A session made on one works on the other; a permission taken away on one is refused on
 * the other at once; a job runs exactly once; an image uploaded through one is served by the other
 * (a shared local folder, and S3 over HTTP through s3rver).
 */
let recordRun: (n: number) => Promise<void>;
/** The same job on both instances; each run leaves a row. */
const countRun = defineJob({
  name: 'test.countRun',
  payload: z.object({ n: z.number().int() }),
  handle: async ({ n }) => recordRun(n),
});

describe.skipIf(testDriver !== 'postgres')('two instances on one PostgreSQL database', () => {
  describe.each([
    ['a shared local folder', localStorageSetup],
    ['S3 through s3rver', s3StorageSetup],
  ])('files on %s', (_name, setUp) => {
    let storage: StorageSetup;
    let a: TestApp;
    let b: Awaited<ReturnType<typeof secondInstance>>;
    const runs = async () =>
      rowsOf<{ n: number; runs: number }>(
        await a.database.db.execute(sql`select n, count(*)::int as runs from two_instance_runs group by n`),
      );

    beforeAll(async () => {
      storage = await setUp();
      const env = { ...storage.env, RATE_LIMITS_ENABLED: 'false' };
      a = await buildTestApp({ env, beforeReady: (app) => app.deps.jobs.register(countRun) });
      await a.database.db.execute(sql`create table two_instance_runs (n integer not null)`);
      recordRun = async (n) => {
        await a.database.db.execute(sql`insert into two_instance_runs (n) values (${n})`);
      };
      b = await secondInstance(a, env, { beforeReady: (app) => app.deps.jobs.register(countRun) });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await storage?.stop();
    });

    it('a session made on one instance works on the other', async () => {
      const email = uniqueEmail('twice');
      const password = passwordDigest(email, 'correct horse battery');
      const payload = { email, password, displayName: 'Two Instances', languageCode: 'en' };
      const register = {
        method: 'POST' as const,
        url: userEndpoints.register.path,
        headers: jsonHeaders,
        payload,
      };
      expect((await a.app.inject(register)).json()).toMatchObject({ reject: false });
      await a.database.db.execute(sql`update users set email_verified_at = now() where email = ${email}`);
      const login = await a.app.inject({
        method: 'POST',
        url: userEndpoints.login.path,
        headers: jsonHeaders,
        payload: { email, password },
      });
      const cookie = sessionCookie(login);
      const seen = await b.app.inject({
        method: 'GET',
        url: userEndpoints.authenticate.path,
        headers: { cookie },
      });
      expect(seen.json()).toMatchObject({ reject: false, user: { email } });
    });

    it('a permission taken away on one instance is refused on the other at once', async () => {
      const admin = await userHolding(a.app, { groups: ['admin'] });
      const manager = await userHolding(a.app, { groups: ['order_manager'] });
      const ordersUrl = ordersAdminEndpoints.list.path;
      const asManager = { method: 'GET' as const, url: ordersUrl, headers: { cookie: manager.cookie } };
      expect((await b.app.inject(asManager)).statusCode).toBe(200);

      const taken = await a.app.inject({
        method: 'PUT',
        url: fillPath(accessEndpoints.updateUserAccess.path, { userId: manager.userId }),
        headers: { ...jsonHeaders, cookie: admin.cookie },
        payload: { groups: [], permissions: ['admin_access'] },
      });
      expect(taken.json()).toMatchObject({ reject: false });
      const refused = await b.app.inject(asManager);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ reject: true, reason: 'FORBIDDEN' });
    });

    it('runs each job exactly once, whichever instance sent it', async () => {
      const sent = 40;
      for (let n = 0; n < sent; n += 1) {
        const from = n % 2 === 0 ? a.app : b.app;
        await from.deps.jobs.send(countRun, { n });
      }
      await waitUntil(async () => (await runs()).length === sent, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const done = await runs();
      expect(done).toHaveLength(sent);
      expect(done.every((run) => run.runs === 1)).toBe(true);
    });

    it('serves through one instance an image uploaded through the other', async () => {
      const editor = await userHolding(a.app, { permissions: ['admin_access', 'catalogue:write'] });
      const [product] = rowsOf<{ id: number }>(
        await a.database.db.execute(
          sql`insert into products (product_name, online_price) values ('Apples', 5) returning product_id as id`,
        ),
      );
      const photo = { bytes: await sampleImage('jpeg', 1200, 900), name: 'apples.jpg', type: 'image/jpeg' };
      const url = fillPath(productsAdminEndpoints.addImages.path, { productId: product?.id as number });
      const uploaded = await upload(a.app, url, [photo], { cookie: editor.cookie });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const [image] = productImagesResponse.parse(uploaded.json()).images;
      for (const imageFile of [image?.imageFile, image?.imageFileHighRes]) {
        const url = fillPath(catalogueEndpoints.productImage.path, { imageFile: imageFile as string });
        const served = await b.app.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
      }
    });
  });
});
