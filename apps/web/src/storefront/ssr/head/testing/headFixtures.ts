import type { Category, Product, ProductDetails } from '@grocery/contracts';

export const publicUrl = 'https://shop.example';

export const category: Category = {
  categoryId: 7,
  categoryName: 'Fruit & Veg',
  imageFile: 'fruit.webp',
  totalProducts: 30,
};

export function product(overrides: Partial<Product> = {}): Product {
  return {
    productId: 42,
    productName: 'Red apples',
    barcode: '4006381333931',
    shortDesc: 'Crisp red apples.',
    unit: 'unit',
    packageQuantity: null,
    packageUnit: null,
    outOfStock: false,
    imageFile: 'apple.webp',
    imageFileHighRes: 'apple-hd.webp',
    categories: [{ categoryId: 7, categoryName: 'Fruit & Veg' }],
    onlinePrice: 12.9,
    promotionPrice: null,
    customerPrice: null,
    unitPrice: 12.9,
    minimumQuantity: 1,
    quantityStep: 1,
    deal: null,
    ...overrides,
  };
}

export function productDetails(overrides: Partial<ProductDetails> = {}): ProductDetails {
  return {
    ...product(),
    longDesc: null,
    manufacturer: 'Orchard Ltd',
    countryOfOrigin: 'Israel',
    images: [],
    ...overrides,
  };
}

export type ParsedHead = {
  title: string;
  /** Each meta and link tag's attributes, in order. */
  metas: Record<string, string>[];
  links: Record<string, string>[];
  /** The JSON-LD blocks, as written (still escaped). */
  jsonLd: string[];
  /** Whatever is left once the known tags are taken out (should be only line breaks). */
  rest: string;
};

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => entities[name] ?? '');

function attributes(source: string): Record<string, string> {
  return Object.fromEntries(
    [...source.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map(([, k = '', v = '']) => [k, decode(v)]),
  );
}

/** A tiny parser for the head's own output: title, meta and link tags, ld+json scripts. */
export function parseHead(html: string): ParsedHead {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  const metas = [...html.matchAll(/<meta((?:\s[\w:-]+="[^"]*")*)>/g)];
  const links = [...html.matchAll(/<link((?:\s[\w:-]+="[^"]*")*)>/g)];
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  let rest = html;
  for (const [whole] of [...titles, ...metas, ...links, ...scripts]) rest = rest.replace(whole, '');
  if (titles.length !== 1) throw new Error(`${titles.length} titles`);
  return {
    title: decode(titles[0]?.[1] ?? ''),
    metas: metas.map(([, attrs = '']) => attributes(attrs)),
    links: links.map(([, attrs = '']) => attributes(attrs)),
    jsonLd: scripts.map(([, json = '']) => json),
    rest,
  };
}

/** The content of the meta whose name or property is `key` (all of them, in order). */
export function metaContents(head: ParsedHead, key: string): string[] {
  return head.metas.filter((m) => m.name === key || m.property === key).map((m) => m.content ?? '');
}

/** The JSON-LD graph's nodes of one type. */
export function nodesOf(head: ParsedHead, type: string): Record<string, unknown>[] {
  const graph = head.jsonLd.flatMap(
    (json) => (JSON.parse(json) as { '@graph': Record<string, unknown>[] })['@graph'],
  );
  return graph.filter((node) => node['@type'] === type);
}
