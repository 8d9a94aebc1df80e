import { catalogueEndpoints, productDetailsResponse } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callEndpoint } from '../../../test/endpoint-calls';
import { configuredPriceFile } from '../../../test/price-files';

/**
 * Decision 0065: what a price file tells beside the price (maker, origin, package, its unit price)
 * is kept and shown; a changes-only run from a file compares each item with the product, whatever
 * date the file gives it.
 */
const { kit, query, runOf: run } = configuredPriceFile('sync-details');

type Item = { code: string; name: string; price: string; date?: string; extra?: string };
const item = ({ code, name, price, date = '2025-08-01 10:00', extra = '' }: Item) =>
  `<Item><PriceUpdateDate>${date}</PriceUpdateDate><ItemCode>${code}</ItemCode><ItemName>${name}</ItemName>` +
  `<ItemPrice>${price}</ItemPrice>${extra}<ItemStatus>1</ItemStatus></Item>\n`;
const fileOf = (items: Item[]) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<root><ChainId>7290000000001</ChainId><Items Count="${items.length}">\n` +
  `${items.map(item).join('')}</Items></root>\n`;

const BEANS: Item = {
  code: '7290000000017',
  name: 'שעועית לבנה 454 גרם',
  price: '16.90',
  extra:
    '<ManufacturerName>סוגת</ManufacturerName><ManufactureCountry>ישראל</ManufactureCountry>' +
    '<UnitQty>גרמים</UnitQty><Quantity>454.00</Quantity><bIsWeighted>0</bIsWeighted>' +
    '<UnitOfMeasure>100 גרם</UnitOfMeasure><UnitOfMeasurePrice>3.7225</UnitOfMeasurePrice>',
};
const CHEESE: Item = {
  code: '1101346',
  name: 'גבינה צהובה במשקל',
  price: '139.00',
  extra:
    '<ManufacturerName>לא ידוע</ManufacturerName><ManufactureCountry>לא ידוע</ManufactureCountry>' +
    '<UnitQty>Unknown</UnitQty><Quantity>0.00</Quantity><bIsWeighted>1</bIsWeighted>' +
    '<UnitOfMeasure>ק"ג</UnitOfMeasure><UnitOfMeasurePrice>139.00</UnitOfMeasurePrice>',
};
const JUICE: Item = {
  code: '7290000000024',
  name: 'מיץ תפוזים',
  price: '9.90',
  extra: '<UnitQty>ליטרים</UnitQty><Quantity>1.5</Quantity><UnitOfMeasure>ליטר</UnitOfMeasure>',
};

const runOf = (items: Item[], kind: 'full' | 'delta' = 'full') => run(fileOf(items), kind);
const product = async (code: string) =>
  (
    await query<Record<string, unknown>>(sql`select product_id as "productId", manufacturer,
      country_of_origin as country, package_quantity::text as "packageQuantity", package_unit as "packageUnit",
      pos_measure_price::text as "measurePrice", online_price::text as price, version
      from products where pos_code = ${code}`)
  )[0];

describe('a price file’s details', () => {
  it('keeps the maker, origin, package and the POS’s unit price; unknowns stay empty', async () => {
    expect(await runOf([BEANS, CHEESE, JUICE])).toMatchObject({ status: 'done' });
    expect(await product(BEANS.code)).toMatchObject({
      manufacturer: 'סוגת',
      country: 'ישראל',
      packageQuantity: '454.000',
      packageUnit: 'g',
      measurePrice: '3.72',
    });
    expect(await product(CHEESE.code)).toMatchObject({
      manufacturer: null,
      country: null,
      packageQuantity: null,
      packageUnit: null,
      measurePrice: '139.00',
    });
    expect(await product(JUICE.code)).toMatchObject({ packageQuantity: '1.500', packageUnit: 'l' });
  });

  it('shows them to the shopper on the product’s page', async () => {
    const beans = await product(BEANS.code);
    const [category] = await query<{ id: number }>(
      sql`insert into categories (category_name) values ('Pantry') returning category_id as id`,
    );
    await query(sql`insert into product_categories (product_id, category_id)
      select product_id, ${category?.id} from products where pos_code is not null`);
    const response = await callEndpoint(kit.t, catalogueEndpoints.productDetails, {
      params: { languageCode: 'he', productId: String(beans?.productId) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(productDetailsResponse.parse(response.json()).product).toMatchObject({
      manufacturer: 'סוגת',
      countryOfOrigin: 'ישראל',
      packageQuantity: 454,
      packageUnit: 'g',
      unitPrice: 16.9,
    });
  });
});

describe('a changes-only run from a file', () => {
  it('applies a changed price whose date is older than the last run, and leaves unchanged products be', async () => {
    await runOf([BEANS, CHEESE, JUICE]);
    const before = await product(JUICE.code);
    const cheaper = { ...BEANS, price: '14.90', date: '2020-01-01 08:00' };
    expect(await runOf([cheaper, CHEESE, JUICE], 'delta')).toMatchObject({ status: 'done', kind: 'delta' });
    expect(await product(BEANS.code)).toMatchObject({ price: '14.90' });
    expect(await product(JUICE.code)).toEqual(before);
  });
});
