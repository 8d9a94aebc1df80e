import {
  type AdminProduct,
  type AnyEndpoint,
  adminProductResponse,
  csrfHeader,
  productsAdminEndpoints,
} from '@grocery/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client';
import { auditLog, categories, userTypes } from '../src/db/schema';
import { type StaffMember, userHolding } from './access';
import { buildTestApp, type TestApp } from './app';
import { callEndpoint, type EndpointCall, endpointUrl } from './endpoint-calls';
import { multipartBody, type UploadFile } from './uploads';

export const endpoints = productsAdminEndpoints;

/** The products admin's test app, with a member of staff for each access the calls ask for. */
export interface ProductsFixture {
  t: TestApp;
  /** Catalogue and prices, read and write. */
  editor: StaffMember;
  /** Catalogue read and write, no pricing:write (nor pricing:read). */
  catalogueWriter: StaffMember;
  /** Catalogue and prices read only. */
  reader: StaffMember;
  adminOnly: StaffMember;
  shopper: StaffMember;
  close(): Promise<void>;
}

export async function productsFixture(env: Record<string, string> = {}): Promise<ProductsFixture> {
  const t = await buildTestApp({ env: { RATE_LIMITS_ENABLED: 'false', ...env } });
  return {
    t,
    editor: await userHolding(t.app, { groups: ['catalog_manager'] }),
    catalogueWriter: await userHolding(t.app, {
      permissions: ['admin_access', 'catalogue:read', 'catalogue:write'],
    }),
    reader: await userHolding(t.app, { permissions: ['admin_access', 'catalogue:read', 'pricing:read'] }),
    adminOnly: await userHolding(t.app, { permissions: ['admin_access'] }),
    shopper: await userHolding(t.app),
    close: () => t.close(),
  };
}

/** Calls go the web app's way: a JSON body, the forgery-check header. */
export { callEndpoint as call, type EndpointCall as Call };

/** An upload to an endpoint (POST or PUT), multipart as the browser sends it. */
export async function uploadTo(
  t: TestApp,
  endpoint: AnyEndpoint,
  files: UploadFile[],
  options: EndpointCall = {},
) {
  const { payload, contentType } = await multipartBody(files);
  return t.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, options.params, options.query),
    payload,
    headers: {
      'content-type': contentType,
      [csrfHeader.name]: csrfHeader.value,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

let serial = 0;
/** A fresh text for names, slugs and barcodes that must not repeat across tests. */
export function unique(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36)}${serial}`;
}

/** Creates a product through the call (as the editor) and answers it. */
export async function createProduct(
  f: ProductsFixture,
  body: Record<string, unknown> = {},
): Promise<AdminProduct> {
  const response = await callEndpoint(f.t, endpoints.create, {
    cookie: f.editor.cookie,
    body: { productName: unique('Product '), onlinePrice: 10, ...body },
  });
  const answer = response.json();
  if (response.statusCode !== 200 || answer.reject) throw new Error(`create failed: ${response.body}`);
  return answer.product;
}

/** The product as the editor loads it. */
export async function readProduct(f: ProductsFixture, productId: number): Promise<AdminProduct> {
  const response = await callEndpoint(f.t, endpoints.product, {
    cookie: f.editor.cookie,
    params: { productId },
  });
  if (response.statusCode !== 200) throw new Error(`read failed: ${response.body}`);
  return adminProductResponse.parse(response.json()).product;
}

export async function addCategory(
  f: ProductsFixture,
  values: { name?: string; sortOrder?: number; active?: boolean } = {},
) {
  const [row] = await f.t.database.db
    .insert(categories)
    .values({
      categoryName: values.name ?? unique('Category '),
      sortOrder: values.sortOrder ?? 0,
      active: values.active ?? true,
    })
    .returning({ id: categories.categoryId });
  return (row as { id: number }).id;
}

export async function addUserType(f: ProductsFixture, name = unique('type ')) {
  const [row] = await f.t.database.db
    .insert(userTypes)
    .values({ userTypeName: name })
    .returning({ id: userTypes.userTypeId });
  return (row as { id: number }).id;
}

/** How many rows a table holds: to check that a refused call wrote nothing. */
export async function rowCount(f: ProductsFixture, table: string): Promise<number> {
  const result = await f.t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The audit entries of one action on one product, oldest first. */
export function auditEntries(f: ProductsFixture, action: string, productId?: number) {
  return f.t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        productId === undefined ? undefined : eq(auditLog.entityId, String(productId)),
      ),
    )
    .orderBy(auditLog.auditEntryId);
}

export async function auditCount(f: ProductsFixture): Promise<number> {
  return (await f.t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
}

/** What the refused calls must leave as they were: the catalogue's tables and the audit log, whole. */
export async function snapshot(f: ProductsFixture): Promise<Record<string, string>> {
  const tables = [
    'products',
    'product_categories',
    'user_type_prices',
    'product_images',
    'product_translations',
    'audit_log',
  ];
  const digests = await Promise.all(
    tables.map(async (table) => {
      const result = await f.t.database.db.execute(
        sql`select count(*) || ':' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest
            from ${sql.identifier(table)} t`,
      );
      return [table, rowsOf<{ digest: string }>(result)[0]?.digest ?? ''] as const;
    }),
  );
  return Object.fromEntries(digests);
}
