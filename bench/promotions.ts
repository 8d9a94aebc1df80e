// Promotions on PostgreSQL with 100k products (issue 30): the same server measured before and after
// 5,000 active promotions are added, in one run:
// - a 50-line cart priced (GET /api/cart) at 50/s, real p95 (target ≤ 20 ms with the promotions);
//   the promotions spread over the catalogue as a shop's are (addPromotions);
// - finalize of 10-line carts at 20/s, real p95 (target: within 20 % of before);
// - a product list page with its badges, every request a new URL (target: rate within 10 % of before);
// then a PromoFull of 2,500 promotions and 10,000 item rows uploaded and imported (target ≤ 10 s).
// Usage: node --import tsx bench/promotions.ts. Uses the database bench_catalogue (see finalize.ts).
import { benchAdminCookie, sessionCookieFor } from './lib/admin-session';
import { benchDatabase } from './lib/bench-database';
import { benchSlot, type DeliverySlot } from './lib/delivery-slot';
import { type Measurement, measure, measureEach, measurePaced, missPath, printRatios } from './lib/measure';
import { startBenchServer } from './lib/server';

const database = await benchDatabase('bench_catalogue');
const query = async <T>(statement: string, values: unknown[] = []) =>
  (await database.sql(statement, values)) as T[];
const runId = Date.now().toString(36);
const cartShoppers = 20;
const cartLines = 50;
const finalizeShoppers = 100;
const finalizeLines = 10;

interface Shopper {
  cookie: string;
  addressId: number;
}

async function post(url: string, body: unknown, cookie: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

/** A verified shopper with a home address and a session, written as sign-up and sign-in write them. */
async function shopper(index: number): Promise<Shopper> {
  const [user] = await query<{ id: number }>(
    `insert into users (email, display_name, password_hash, email_verified_at)
     values ($1, $2, 'no password', now()) returning user_id as id`,
    [`bench.promo.${runId}.${index}@shop.example`, `Bench Shopper ${index}`],
  );
  const [address] = await query<{ id: number }>(
    `insert into shipping_addresses (user_id, recipient_name, address_line1, city, postal_code, country,
       latitude, longitude, is_default)
     values ($1, 'Bench', 'Herzl 1', 'Tel Aviv', '6100000', 'Israel', 32.0853, 34.7818, true)
     returning shipping_address_id as id`,
    [user?.id],
  );
  return {
    cookie: await sessionCookieFor(database.url, user?.id as number),
    addressId: address?.id as number,
  };
}

async function fill(baseUrl: string, who: Shopper, lines: number, offset: number, productIds: number[]) {
  for (let line = 0; line < lines; line++) {
    const productId = productIds[(offset + line) % productIds.length];
    const answer = (await (
      await post(`${baseUrl}/api/cart/items`, { productId, quantity: 1 + (line % 3) }, who.cookie)
    ).json()) as {
      reject: boolean;
    };
    if (answer.reject) throw new Error(`Adding product ${productId} was rejected`);
  }
}

/**
 * 5,000 live promotions spread as a shop has them: 4,900 on 1–3 products each across the whole
 * catalogue (100 of them on a quarter of the carts' products, so carts meet deals and pool them),
 * 100 on a category each. Kinds and combining vary.
 */
async function addPromotions(productIds: number[]) {
  await query(`delete from promotions where names->>'en' like 'Bench %'`);
  await query(
    `insert into promotions (names, target, reward_kind, price, percent, quantity, buy, get, nth, starts_at, ends_at, combines)
     select jsonb_build_object('en', 'Bench ' || g), case when g <= 4900 then 'products' else 'categories' end,
       (array['unit_price', 'percent_off', 'bundle', 'buy_get', 'nth_off'])[1 + g % 5],
       case g % 5 when 0 then 1.00 when 2 then 5.00 end,
       case g % 5 when 1 then 10 + g % 20 when 4 then 50 end,
       case g % 5 when 2 then 3 end, case g % 5 when 3 then 2 end, case g % 5 when 3 then 1 end,
       case g % 5 when 4 then 2 end,
       now() - interval '1 day', now() + interval '30 days', g % 7 = 0
     from generate_series(1, 5000) g`,
  );
  const quarter = productIds.filter((_, index) => index % 4 === 0);
  await query(
    `with bench as (select promotion_id, row_number() over (order by promotion_id) as g from promotions
       where names->>'en' like 'Bench %' and target = 'products'),
     numbered as (select product_id, row_number() over (order by product_id) as n from products where active),
     size as (select count(*) as total from numbered),
     wanted as (select b.promotion_id, b.g, k, 1 + ((b.g * 7919 + k * 104729) % s.total) as n
       from bench b, size s, generate_series(1, 3) k where k <= 1 + b.g % 3)
     insert into promotion_products (promotion_id, product_id)
     select distinct w.promotion_id,
       case when w.g <= 100 then ($1::int[])[1 + (w.g * w.k) % array_length($1::int[], 1)] else p.product_id end
     from wanted w join numbered p on p.n = w.n`,
    [quarter],
  );
  await query(
    `insert into promotion_categories (promotion_id, category_id)
     select p.promotion_id, c.ids[1 + p.promotion_id % array_length(c.ids, 1)]
     from promotions p, (select array_agg(category_id) as ids from categories where active) c
     where p.target = 'categories' and p.names->>'en' like 'Bench %'`,
  );
  await query('analyze');
}

/** A PromoFull in the law's flat form: `count` promotions of `perPromotion` items each. */
function promoFull(codes: string[], count: number, perPromotion: number): string {
  const promotion = (index: number) => {
    const items = Array.from(
      { length: perPromotion },
      (_, k) =>
        `<Item><ItemCode>${codes[(index * perPromotion + k) % codes.length]}</ItemCode><ItemType>1</ItemType><IsGiftItem>0</IsGiftItem></Item>`,
    ).join('');
    return `<Promotion><PromotionId>${900000 + index}</PromotionId><PromotionDescription>מבצע ${index}</PromotionDescription>
<PromotionStartDate>2026-01-01</PromotionStartDate><PromotionStartHour>00:00:00</PromotionStartHour>
<PromotionEndDate>2099-12-31</PromotionEndDate><PromotionEndHour>23:59:00</PromotionEndHour>
<RewardType>${index % 2 ? 10 : 1}</RewardType><AllowMultipleDiscounts>0</AllowMultipleDiscounts><IsWeightedPromo>0</IsWeightedPromo>
<MinQty>${index % 2 ? 3 : 1}</MinQty><DiscountedPrice>${index % 2 ? '20.00' : '4.90'}</DiscountedPrice><MinNoOfItemOfered>10</MinNoOfItemOfered>
<AdditionalRestrictions><AdditionalIsCoupon>0</AdditionalIsCoupon><AdditionalGiftCount>0</AdditionalGiftCount></AdditionalRestrictions>
<PromotionItems Count="${perPromotion}">${items}</PromotionItems><Clubs><ClubId>0</ClubId></Clubs></Promotion>\n`;
  };
  return `<?xml version="1.0" encoding="UTF-8"?><Root><ChainId>7290000000999</ChainId><SubChainId>001</SubChainId><StoreId>1</StoreId>
<Promotions Count="${count}">\n${Array.from({ length: count }, (_, index) => promotion(index)).join('')}</Promotions></Root>\n`;
}

async function measureAll(
  url: string,
  label: string,
  after: boolean,
  carts: Shopper[],
  finalizers: Shopper[],
  productIds: number[],
  slot: DeliverySlot,
  listPath: string,
) {
  const rows: Measurement[] = [];
  rows.push(
    await measurePaced(
      url,
      {
        name: `${label}: ${cartLines}-line cart`,
        path: () => '/api/cart/en',
        headersOf: (i) => ({ cookie: carts[i % carts.length]?.cookie ?? '' }),
      },
      50,
    ),
  );
  rows.push(
    await measureEach(url, {
      name: `${label}: list page, uncached`,
      path: (i) => missPath(listPath, (after ? 1e6 : 0) + i),
    }),
  );
  await Promise.all(finalizers.map((who, index) => fill(url, who, finalizeLines, index * 3, productIds)));
  rows.push(
    await measurePaced(
      url,
      {
        name: `${label}: finalize ${finalizeLines} lines`,
        method: 'POST',
        path: () => '/api/orders/finalize',
        headersOf: (i) => ({ cookie: finalizers[i]?.cookie ?? '' }),
        body: (i) => JSON.stringify({ shippingAddressId: finalizers[i]?.addressId, deliverySlot: slot }),
      },
      20,
      finalizers.length / 20,
    ),
  );
  return rows;
}

try {
  database.seedLarge(100_000);
  const server = await startBenchServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    RATE_LIMITS_ENABLED: 'false',
  });
  try {
    const productIds = (
      await query<{ id: number }>(
        `select p.product_id as id from products p
         where p.active and not p.out_of_stock and p.minimum_quantity = 1 and p.quantity_step = 1 and p.unit = 'unit'
           and exists (select 1 from product_categories pc join categories c using (category_id)
             where pc.product_id = p.product_id and c.active
               and not exists (select 1 from user_type_categories l where l.category_id = c.category_id))
         order by p.product_id limit 200`,
      )
    ).map((row) => row.id);
    const [list] = await query<{ id: number }>(
      `select category_id as id from categories where active order by active_product_count desc limit 1`,
    );
    const listPath = `/api/products/en/${list?.id}/0`;
    await query(`update products set pos_code = '8' || lpad(product_id::text, 12, '0')
      where pos_code is null and product_id in (select product_id from products order by product_id limit 10000)`);
    const codes = (
      await query<{ code: string }>(
        `select pos_code as code from products where pos_code like '8%' order by 1 limit 10000`,
      )
    ).map((row) => row.code);
    const slot = await benchSlot(query);
    await query(`delete from promotions where names->>'en' like 'Bench %' or source = 'pos'`);
    const carts: Shopper[] = [];
    for (let index = 0; index < cartShoppers; index++) carts.push(await shopper(index));
    await Promise.all(carts.map((who, index) => fill(server.url, who, cartLines, index * 5, productIds)));
    const finalizers: Shopper[] = [];
    for (let index = 0; index < finalizeShoppers; index++) finalizers.push(await shopper(1000 + index));
    await query('analyze');

    await measure(server.url, { name: 'warm-up', path: '/api/ping' }, 2);
    const bare = await measure(server.url, { name: 'bare JSON (/api/ping)', path: '/api/ping' });
    const before = await measureAll(server.url, 'none', false, carts, finalizers, productIds, slot, listPath);
    await addPromotions(productIds);
    const after = await measureAll(server.url, '5,000', true, carts, finalizers, productIds, slot, listPath);
    console.log('\nPostgreSQL, 100k products; before and after 5,000 live promotions');
    printRatios(bare, [...before, ...after]);
    const ratio = (index: number, of: 'p95' | 'requestsPerSecond') =>
      `${(((after[index] as Measurement)[of] / (before[index] as Measurement)[of] - 1) * 100).toFixed(0)} %`;
    console.log(`cart p95 with promotions: ${after[0]?.p95} ms (target ≤ 20 ms)`);
    console.log(`list page rate change: ${ratio(1, 'requestsPerSecond')} (target within −10 %)`);
    console.log(`finalize p95 change: ${ratio(2, 'p95')} (target within +20 %)`);

    const cookie = await benchAdminCookie(database.url);
    const file = promoFull(codes, 2500, 4);
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'application/xml' }), 'PromoFull-bench.xml');
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/process/db-sync/price-file`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'grocery' },
      body: form,
    });
    const seconds = (performance.now() - started) / 1000;
    const answer = (await response.json()) as {
      reject: boolean;
      reason?: string;
      message?: string;
      sync?: { promotions?: { imported: number; read: number } };
    };
    console.log(
      `PromoFull of 2,500 promotions and 10,000 item rows (${(file.length / 1024 / 1024).toFixed(1)} MB): ${seconds.toFixed(1)} s`,
      answer.reject
        ? `REFUSED ${answer.reason}: ${answer.message}`
        : `imported ${answer.sync?.promotions?.imported} of ${answer.sync?.promotions?.read}`,
      '(target ≤ 10 s)',
    );
  } finally {
    await query(`delete from promotions where names->>'en' like 'Bench %' or source = 'pos'`).catch(() => {});
    await server.stop();
  }
} finally {
  await database.close();
}
