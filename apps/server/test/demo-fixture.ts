import { catalogueEndpoints, fillPath, userEndpoints } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import type { DemoLogins } from '../src/modules/accounts/demo-accounts';
import { buildDemoCatalogue } from '../src/seed/demo-catalogue';
import { insertDemoCatalogue } from '../src/seed/demo-insert';
import { jsonHeaders, passwordDigest, seedTestDemoAccounts, sessionCookie } from './accounts';
import { buildTestApp, type TestApp } from './app';

export interface DemoFixture {
  t: TestApp;
  /** Session cookies of the demo shopper (no customer type) and the Business shopper. */
  shopper: string;
  business: string;
  /** The demo accounts with their passwords: administrator, shopper, business shopper. */
  accounts: DemoLogins;
  close(): Promise<void>;
}

/**
 * The real app with the demo catalogue and accounts. The rows are the seed's own (insertDemoCatalogue),
 * but no image is rendered: rendering a thousand WebP files took 8–18 s a file; the rows take well
 * under a second. Tests that need image files write their own.
 */
export async function demoFixture(
  options: { env?: Record<string, string>; webDistDir?: string } = {},
): Promise<DemoFixture> {
  const t = await buildTestApp({
    webDistDir: options.webDistDir,
    env: { RATE_LIMITS_ENABLED: 'false', ...options.env },
  });
  const catalogue = buildDemoCatalogue();
  await t.database.db.transaction((tx) => insertDemoCatalogue(tx, catalogue));
  const accounts = await seedTestDemoAccounts(t.database.db);
  const [, shopperAccount, businessAccount] = accounts;
  const signIn = async (email: string, password: string) =>
    sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: userEndpoints.login.path,
        headers: jsonHeaders,
        payload: { email, password: passwordDigest(email, password) },
      }),
    );
  return {
    t,
    shopper: await signIn(shopperAccount.email, shopperAccount.password),
    business: await signIn(businessAccount.email, businessAccount.password),
    accounts,
    close: () => t.close(),
  };
}

type Id = number | string;
const { categories, category, products, productDetails, search } = catalogueEndpoints;

/** The catalogue calls' URLs, filled from their endpoints' paths (ids as given, malformed ones too). */
export const catalogueUrl = {
  categories: (languageCode: string) => fillPath(categories.path, { languageCode }),
  category: (languageCode: string, categoryId: Id) => fillPath(category.path, { languageCode, categoryId }),
  products: (languageCode: string, categoryId: Id, pageIndex?: Id) =>
    fillPath(products.path, { languageCode, categoryId, pageIndex }),
  details: (languageCode: string, productId: Id) =>
    fillPath(productDetails.path, { languageCode, productId }),
  search: (searchTerm: string, languageCode?: string) =>
    fillPath(search.path, { searchTerm }) + (languageCode ? `?languageCode=${languageCode}` : ''),
};

/** A GET through the app, optionally signed in. */
export function get(t: TestApp, url: string, cookie?: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

/** The id of the demo product with this English (base) name. */
export async function productId(t: TestApp, englishName: string): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`select product_id as id from products where product_name = ${englishName}`,
    ),
  );
  if (!rows[0]) throw new Error(`No demo product named ${englishName}`);
  return rows[0].id;
}

/** The first product id a condition on `products p` picks, in id order. */
export async function productWhere(t: TestApp, condition: ReturnType<typeof sql>): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`select p.product_id as id from products p where ${condition} order by p.product_id limit 1`,
    ),
  );
  if (!rows[0]) throw new Error('No demo product matches');
  return rows[0].id;
}

/** The id of a demo category by its English name. */
export async function categoryId(t: TestApp, englishName: string): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql`select category_id as id from categories where category_name = ${englishName}`,
    ),
  );
  if (!rows[0]) throw new Error(`No demo category named ${englishName}`);
  return rows[0].id;
}
