import { type LanguageCode, languageCodes } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import type { HeadPage } from './headPage';
import { pageHead } from './pageHead';
import {
  category,
  metaContents,
  nodesOf,
  type ParsedHead,
  parseHead,
  product,
  productDetails,
  publicUrl,
} from './testing/headFixtures';

const head = (page: HeadPage, language: LanguageCode = 'en') =>
  parseHead(pageHead({ ...page, language, publicUrl }));
const canonical = (parsed: ParsedHead) =>
  parsed.links.filter((l) => l.rel === 'canonical').map((l) => l.href);
const alternates = (parsed: ParsedHead) =>
  Object.fromEntries(parsed.links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]));

const productsPage = (pageIndex = 0): HeadPage => ({
  page: 'products',
  category,
  pageIndex,
  pageCount: 2,
  products: [product(), product({ productId: 43, productName: 'Pears' })],
});
const indexedPages: [string, HeadPage][] = [
  ['home', { page: 'home' }],
  [
    'categories',
    { page: 'categories', categories: [category, { ...category, categoryId: 8, categoryName: 'Bakery' }] },
  ],
  ['products', productsPage(1)],
  ['productDetails', { page: 'productDetails', product: productDetails() }],
  ['about', { page: 'about' }],
];

describe('pageHead: titles, descriptions and addresses per page', () => {
  it.each([
    [
      'home',
      'en',
      'Fresh groceries, delivered to your door · FreshCart',
      'FreshCart: fresh groceries delivered to your door.',
      '/en',
    ],
    ['home', 'he', 'מצרכים טריים, עד הדלת · FreshCart', 'FreshCart: מצרכים טריים עד הדלת.', '/he'],
    [
      'categories',
      'en',
      'Categories · FreshCart',
      'Shop FreshCart by category: Fruit & Veg and Bakery.',
      '/en/categories',
    ],
    [
      'categories',
      'he',
      'קטגוריות · FreshCart',
      'קונים ב־FreshCart לפי קטגוריה: Fruit & Veg ו-Bakery.',
      '/he/categories',
    ],
    [
      'products',
      'en',
      'Fruit & Veg · Page 2 · FreshCart',
      'Fruit & Veg at FreshCart: 30 products, delivered fresh to your door.',
      '/en/products/7/1',
    ],
    [
      'products',
      'he',
      'Fruit & Veg · עמוד 2 · FreshCart',
      'Fruit & Veg ב־FreshCart: 30 מוצרים, טריים עד הדלת.',
      '/he/products/7/1',
    ],
    ['productDetails', 'en', 'Red apples · FreshCart', 'Crisp red apples.', '/en/products/details/42'],
    ['productDetails', 'he', 'Red apples · FreshCart', 'Crisp red apples.', '/he/products/details/42'],
    ['about', 'en', 'About us · FreshCart', expect.stringContaining('FreshCart'), '/en/about'],
    ['about', 'he', 'אודותינו · FreshCart', expect.stringMatching(/^מי אנחנו/), '/he/about'],
  ] as const)('%s in %s', (name, language, title, description, path) => {
    const page = indexedPages.find(([key]) => key === name)?.[1] as HeadPage;
    const parsed = head(page, language);
    expect(parsed.rest.trim()).toBe('');
    expect(parsed.title).toBe(title);
    expect(metaContents(parsed, 'description')).toEqual([description]);
    expect(canonical(parsed)).toEqual([`${publicUrl}${path}`]);
    expect(metaContents(parsed, 'og:url')).toEqual([`${publicUrl}${path}`]);
    expect(metaContents(parsed, 'og:title')).toEqual([title.replace(/ · FreshCart$/, '')]);
    expect(metaContents(parsed, 'og:site_name')).toEqual(['FreshCart']);
    expect(metaContents(parsed, 'robots')).toEqual([]);
  });

  it.each(['en', 'he'] as const)(
    'not found in %s: noindex, no canonical, no alternates, no data',
    (language) => {
      const parsed = head({ page: 'notFound' }, language);
      expect(parsed.title).toBe(language === 'en' ? 'Page not found · FreshCart' : 'הדף לא נמצא · FreshCart');
      expect(metaContents(parsed, 'robots')).toEqual(['noindex']);
      expect(parsed.links).toEqual([]);
      expect(parsed.jsonLd).toEqual([]);
      expect(metaContents(parsed, 'og:url')).toEqual([]);
    },
  );

  it('a list page past the last one is not indexed', () => {
    const parsed = head({ ...productsPage(5), products: [] } as HeadPage);
    expect(metaContents(parsed, 'robots')).toEqual(['noindex']);
    expect(canonical(parsed)).toEqual([]);
  });

  it('a category without a count and an empty category list still get a sentence', () => {
    const { totalProducts: _, ...uncounted } = category;
    expect(
      metaContents(head({ ...productsPage(0), category: uncounted } as HeadPage), 'description'),
    ).toEqual(['Fruit & Veg at FreshCart: fresh groceries delivered to your door.']);
    expect(metaContents(head({ page: 'categories', categories: [] }), 'description')).toEqual([
      'FreshCart: fresh groceries delivered to your door.',
    ]);
  });

  it('the first list page has the plain category name and the count in the plural form', () => {
    const one = { ...category, totalProducts: 1 };
    const parsed = head({ ...productsPage(0), category: one } as HeadPage, 'he');
    expect(parsed.title).toBe('Fruit & Veg · FreshCart');
    expect(metaContents(parsed, 'description')).toEqual(['Fruit & Veg ב־FreshCart: מוצר אחד, טרי עד הדלת.']);
  });
});

describe('pageHead: hreflang and locales', () => {
  it.each(indexedPages)(
    '%s: every language links to the same complete set, itself included',
    (_name, page) => {
      const sets = languageCodes.map((language) => alternates(head(page, language)));
      for (const set of sets) expect(set).toEqual(sets[0]);
      const set = sets[0] ?? {};
      expect(Object.keys(set).sort()).toEqual(['en', 'he', 'th', 'x-default']);
      for (const language of languageCodes) {
        expect(set[language]).toBe(canonical(head(page, language))[0]);
        expect(set[language]).toMatch(new RegExp(`^${publicUrl}/${language}(/|$)`));
      }
      expect(set['x-default']).toBe(page.page === 'home' ? `${publicUrl}/` : set.he);
    },
  );

  it('og:locale is the page language, the other two are alternates', () => {
    const parsed = head({ page: 'about' }, 'he');
    expect(metaContents(parsed, 'og:locale')).toEqual(['he_IL']);
    expect(metaContents(parsed, 'og:locale:alternate')).toEqual(['en_US', 'th_TH']);
  });

  it('refuses a public URL that is not absolute', () => {
    expect(() => pageHead({ page: 'home', language: 'en', publicUrl: '/shop' })).toThrow(/absolute http/);
  });

  it('a trailing slash on the public URL changes nothing', () => {
    const withSlash = parseHead(pageHead({ page: 'about', language: 'en', publicUrl: `${publicUrl}/` }));
    expect(canonical(withSlash)).toEqual([`${publicUrl}/en/about`]);
  });
});

describe('pageHead: escaping', () => {
  const injected = '</script><script>alert(1)</script>';

  it('a product named to break out of the script gives one ld+json block with the same data', () => {
    const html = pageHead({
      page: 'productDetails',
      product: productDetails({ productName: injected, shortDesc: null }),
      language: 'en',
      publicUrl,
    });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const parsed = parseHead(html);
    expect(parsed.rest.trim()).toBe('');
    expect(parsed.jsonLd).toHaveLength(1);
    expect(nodesOf(parsed, 'Product')[0]?.name).toBe(injected);
    expect(parsed.title).toBe(`${injected} · FreshCart`);
    expect(metaContents(parsed, 'og:title')).toEqual([injected]);
  });

  it('quotes and ampersands in names are escaped in attributes and come back whole', () => {
    const name = `Ben & Jerry's "Chunky" <Monkey>`;
    const html = pageHead({
      page: 'productDetails',
      product: productDetails({ productName: name, shortDesc: null }),
      language: 'en',
      publicUrl,
    });
    expect(html).toContain(
      '<title>Ben &amp; Jerry&#39;s &quot;Chunky&quot; &lt;Monkey&gt; · FreshCart</title>',
    );
    expect(html).toContain('content="Ben &amp; Jerry&#39;s &quot;Chunky&quot; &lt;Monkey&gt;"');
    const parsed = parseHead(html);
    expect(parsed.rest.trim()).toBe('');
    expect(metaContents(parsed, 'og:title')).toEqual([name]);
    expect(metaContents(parsed, 'description')).toEqual([
      `Buy ${name} at FreshCart: fresh groceries delivered to your door.`,
    ]);
  });
});

describe('pageHead: descriptions and images of a product', () => {
  it('takes the short description, else the long one, else a sentence with the name', () => {
    const of = (overrides: Parameters<typeof productDetails>[0]) =>
      metaContents(
        head({ page: 'productDetails', product: productDetails(overrides) }, 'he'),
        'description',
      )[0];
    expect(of({ shortDesc: 'Short.', longDesc: 'Long.' })).toBe('Short.');
    expect(of({ shortDesc: '  ', longDesc: 'Long.' })).toBe('Long.');
    expect(of({ shortDesc: null, longDesc: null })).toBe(
      'קונים Red apples ב־FreshCart: מצרכים טריים עד הדלת.',
    );
  });

  it('trims a long description to about 155 characters; the structured data keeps it whole', () => {
    const longDesc =
      'Sweet and crunchy apples picked this week in the Galilee, washed and packed by hand. '.repeat(4);
    const parsed = head({ page: 'productDetails', product: productDetails({ shortDesc: null, longDesc }) });
    const [description = ''] = metaContents(parsed, 'description');
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    expect(metaContents(parsed, 'og:description')).toEqual([description]);
    expect(nodesOf(parsed, 'Product')[0]?.description).toBe(longDesc.trim());
  });

  it('shows the high-resolution picture, absolute, as a large card', () => {
    const parsed = head({
      page: 'productDetails',
      product: productDetails({
        images: [
          {
            productImageId: 1,
            productId: 42,
            imageFile: 'a.webp',
            imageFileHighRes: 'a-hd.webp',
            isDefault: true,
            sortOrder: 0,
            createdAt: '2026-01-01T00:00:00Z',
          },
        ],
      }),
    });
    expect(metaContents(parsed, 'og:image')).toEqual([`${publicUrl}/api/products/images/a-hd.webp`]);
    expect(metaContents(parsed, 'twitter:card')).toEqual(['summary_large_image']);
    expect(nodesOf(parsed, 'Product')[0]?.image).toEqual([
      `${publicUrl}/api/products/images/a-hd.webp`,
      `${publicUrl}/api/products/images/a.webp`,
    ]);
  });

  it('without pictures: no og:image and a small card', () => {
    const parsed = head({
      page: 'productDetails',
      product: productDetails({ imageFile: null, imageFileHighRes: null }),
    });
    expect(metaContents(parsed, 'og:image')).toEqual([]);
    expect(metaContents(parsed, 'twitter:card')).toEqual(['summary']);
    expect(nodesOf(parsed, 'Product')[0]).not.toHaveProperty('image');
  });

  it('a list page shows the category picture; home has none', () => {
    expect(metaContents(head(productsPage()), 'og:image')).toEqual([
      `${publicUrl}/api/categories/images/fruit.webp`,
    ]);
    expect(metaContents(head({ page: 'home' }), 'og:image')).toEqual([]);
    expect(metaContents(head({ page: 'home' }), 'twitter:card')).toEqual(['summary']);
  });

  it('og:type is product on details, website elsewhere', () => {
    expect(metaContents(head({ page: 'productDetails', product: productDetails() }), 'og:type')).toEqual([
      'product',
    ]);
    expect(metaContents(head({ page: 'about' }), 'og:type')).toEqual(['website']);
  });
});
