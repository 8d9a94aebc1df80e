import type { LanguageCode } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import type { HeadPage } from './headPage';
import { pageHead } from './pageHead';
import { category, nodesOf, parseHead, product, productDetails, publicUrl } from './testing/headFixtures';

const graph = (page: HeadPage, language: LanguageCode = 'en') => {
  const parsed = parseHead(pageHead({ ...page, language, publicUrl }));
  expect(parsed.jsonLd.length).toBeLessThanOrEqual(1);
  return parsed;
};
const productNode = (overrides: Parameters<typeof productDetails>[0] = {}, language: LanguageCode = 'en') =>
  nodesOf(graph({ page: 'productDetails', product: productDetails(overrides) }, language), 'Product')[0] ??
  {};
const offerOf = (node: Record<string, unknown>) => node.offers as Record<string, unknown>;

describe('JSON-LD of product details', () => {
  it('is a Product with its Offer, in English and Hebrew', () => {
    for (const language of ['en', 'he'] as const) {
      expect(productNode({}, language)).toEqual({
        '@type': 'Product',
        name: 'Red apples',
        description: 'Crisp red apples.',
        sku: '42',
        image: [
          `${publicUrl}/api/products/images/apple-hd.webp`,
          `${publicUrl}/api/products/images/apple.webp`,
        ],
        gtin13: '4006381333931',
        brand: { '@type': 'Brand', name: 'Orchard Ltd' },
        manufacturer: { '@type': 'Organization', name: 'Orchard Ltd' },
        countryOfOrigin: { '@type': 'Country', name: 'Israel' },
        offers: {
          '@type': 'Offer',
          url: `${publicUrl}/${language}/products/details/42`,
          priceCurrency: 'ILS',
          price: '12.90',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', '@id': `${publicUrl}/#organization`, name: 'FreshCart' },
        },
      });
    }
  });

  it('gives a GTIN only when the check digit is valid, named by its length', () => {
    expect(productNode({ barcode: '4006381333932' })).not.toHaveProperty('gtin13');
    expect(productNode({ barcode: '96385074' })).toMatchObject({ gtin8: '96385074' });
    expect(productNode({ barcode: '036000291452' })).toMatchObject({ gtin12: '036000291452' });
    expect(productNode({ barcode: '10614141000415' })).toMatchObject({ gtin14: '10614141000415' });
    const keys = Object.keys(productNode({ barcode: '12345' }));
    expect(keys.filter((key) => key.startsWith('gtin'))).toEqual([]);
  });

  it('leaves out brand and country when unknown', () => {
    const node = productNode({ manufacturer: null, countryOfOrigin: null });
    expect(node).not.toHaveProperty('brand');
    expect(node).not.toHaveProperty('manufacturer');
    expect(node).not.toHaveProperty('countryOfOrigin');
  });

  it('is out of stock when the product is', () => {
    expect(offerOf(productNode({ outOfStock: true })).availability).toBe('https://schema.org/OutOfStock');
  });

  it('offers the price the price tag shows: the promotion through unitPrice, a lower unit-price deal', () => {
    expect(offerOf(productNode({ onlinePrice: 10, promotionPrice: 8.5, unitPrice: 8.5 })).price).toBe('8.50');
    const deal = { promotionId: 1, endsAt: '2026-12-31T23:59', forCustomerTypes: false, minQuantity: null };
    expect(
      offerOf(productNode({ unitPrice: 10, deal: { ...deal, reward: { kind: 'unit_price', price: 7 } } }))
        .price,
    ).toBe('7.00');
    expect(
      offerOf(productNode({ unitPrice: 10, deal: { ...deal, reward: { kind: 'percent_off', percent: 20 } } }))
        .price,
    ).toBe('10.00');
  });

  it('prices weighed goods per kilogram', () => {
    const offer = offerOf(productNode({ unit: 'kg', unitPrice: 14.9 }));
    expect(offer.price).toBe('14.90');
    expect(offer.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: '14.90',
      priceCurrency: 'ILS',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
    });
    expect(offerOf(productNode({ unit: 'unit' }))).not.toHaveProperty('priceSpecification');
  });

  it('has a breadcrumb Home → Categories → first category → product', () => {
    const [trail] = nodesOf(
      graph({ page: 'productDetails', product: productDetails() }, 'he'),
      'BreadcrumbList',
    );
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'דף הבית', item: `${publicUrl}/he` },
      { '@type': 'ListItem', position: 2, name: 'קטגוריות', item: `${publicUrl}/he/categories` },
      { '@type': 'ListItem', position: 3, name: 'Fruit & Veg', item: `${publicUrl}/he/products/7/0` },
      { '@type': 'ListItem', position: 4, name: 'Red apples', item: `${publicUrl}/he/products/details/42` },
    ]);
  });
});

describe('JSON-LD of a products list', () => {
  const page: HeadPage = {
    page: 'products',
    category,
    pageIndex: 1,
    pageCount: 2,
    products: [product(), product({ productId: 43 })],
  };

  it('has a breadcrumb Home → Categories → category and the page items, numbered across pages', () => {
    const parsed = graph(page);
    expect(nodesOf(parsed, 'BreadcrumbList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${publicUrl}/en` },
      { '@type': 'ListItem', position: 2, name: 'Categories', item: `${publicUrl}/en/categories` },
      { '@type': 'ListItem', position: 3, name: 'Fruit & Veg', item: `${publicUrl}/en/products/7/0` },
    ]);
    expect(nodesOf(parsed, 'ItemList')[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 26, url: `${publicUrl}/en/products/details/42` },
      { '@type': 'ListItem', position: 27, url: `${publicUrl}/en/products/details/43` },
    ]);
  });
});

describe('JSON-LD of home', () => {
  it.each(['en', 'he'] as const)('has the Organization and the WebSite with its search in %s', (language) => {
    const parsed = graph({ page: 'home' }, language);
    expect(nodesOf(parsed, 'Organization')).toEqual([
      {
        '@type': 'Organization',
        '@id': `${publicUrl}/#organization`,
        name: 'FreshCart',
        url: `${publicUrl}/`,
        logo: `${publicUrl}/favicon.svg`,
      },
    ]);
    expect(nodesOf(parsed, 'WebSite')).toEqual([
      {
        '@type': 'WebSite',
        url: `${publicUrl}/${language}`,
        name: 'FreshCart',
        inLanguage: language,
        publisher: { '@id': `${publicUrl}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: `${publicUrl}/${language}?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ]);
  });

  it('categories and about carry no structured data', () => {
    expect(graph({ page: 'about' }).jsonLd).toEqual([]);
    expect(graph({ page: 'categories', categories: [category] }).jsonLd).toEqual([]);
  });
});
