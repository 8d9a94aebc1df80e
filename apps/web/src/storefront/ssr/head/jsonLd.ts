import { type LanguageCode, productsPageSize } from '@grocery/contracts';
import { brandTexts } from '../../../components/logo/texts';
import { resolveTexts } from '../../../i18n/dictionary';
import { shopPaths } from '../../shared/catalogue/paths';
import { storefrontPageTitles } from '../../shared/texts';
import { gtinOf } from './gtin';
import type { HeadInput } from './headPage';
import { shownPrice } from './price';
import { absoluteUrl } from './urls';

type Node = Record<string, unknown>;
type ProductInput = Extract<HeadInput, { page: 'productDetails' }>;
type ProductsInput = Extract<HeadInput, { page: 'products' }>;

/** What the page already worked out: its own URL, its name and description, its images (absolute). */
export type PageFacts = { url: string; name: string; description: string; images: string[] };

/** The same in every language. */
const brandName = brandTexts.en.brandName;
const organizationId = (publicUrl: string) => absoluteUrl(publicUrl, '/#organization');

function breadcrumbs(items: { name: string; url: string }[]): Node {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Home → Categories, the first steps of every catalogue trail. */
function catalogueTrail(language: LanguageCode, publicUrl: string) {
  const titles = resolveTexts(storefrontPageTitles, language);
  return [
    { name: titles.home, url: absoluteUrl(publicUrl, shopPaths.home(language)) },
    { name: titles.categories, url: absoluteUrl(publicUrl, shopPaths.categories(language)) },
  ];
}

function homeGraph({ language, publicUrl }: HeadInput, facts: PageFacts): Node[] {
  return [
    {
      '@type': 'Organization',
      '@id': organizationId(publicUrl),
      name: brandName,
      url: absoluteUrl(publicUrl, '/'),
      logo: absoluteUrl(publicUrl, '/favicon.svg'),
    },
    {
      '@type': 'WebSite',
      url: facts.url,
      name: brandName,
      inLanguage: language,
      publisher: { '@id': organizationId(publicUrl) },
      potentialAction: {
        '@type': 'SearchAction',
        target: absoluteUrl(publicUrl, `/${language}?q={search_term_string}`),
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

function productsGraph(input: ProductsInput, facts: PageFacts): Node[] {
  const { language, publicUrl, category, pageIndex, products } = input;
  const categoryUrl = absoluteUrl(publicUrl, shopPaths.products(language, category.categoryId));
  const trail = breadcrumbs([
    ...catalogueTrail(language, publicUrl),
    { name: category.categoryName, url: categoryUrl },
  ]);
  if (products.length === 0) return [trail];
  const list = {
    '@type': 'ItemList',
    url: facts.url,
    name: facts.name,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: pageIndex * productsPageSize + index + 1,
      url: absoluteUrl(publicUrl, shopPaths.productDetails(language, product.productId)),
    })),
  };
  return [trail, list];
}

/** Product + Offer (Google's merchant listing) and the trail through the product's first category. */
function productGraph(input: ProductInput, facts: PageFacts): Node[] {
  const { language, publicUrl, product } = input;
  const price = shownPrice(product).toFixed(2);
  const gtin = gtinOf(product.barcode);
  const offer: Node = {
    '@type': 'Offer',
    url: facts.url,
    priceCurrency: 'ILS',
    price,
    availability: `https://schema.org/${product.outOfStock ? 'OutOfStock' : 'InStock'}`,
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', '@id': organizationId(publicUrl), name: brandName },
    ...(product.unit === 'kg' && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'ILS',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
      },
    }),
  };
  const node: Node = {
    '@type': 'Product',
    name: product.productName,
    description: facts.description,
    sku: String(product.productId),
    ...(facts.images.length > 0 && { image: facts.images }),
    ...(gtin && { [`gtin${gtin.length}`]: gtin.code }),
    ...(product.manufacturer && {
      brand: { '@type': 'Brand', name: product.manufacturer },
      manufacturer: { '@type': 'Organization', name: product.manufacturer },
    }),
    ...(product.countryOfOrigin && {
      countryOfOrigin: { '@type': 'Country', name: product.countryOfOrigin },
    }),
    offers: offer,
  };
  const first = product.categories[0];
  const trail = breadcrumbs([
    ...catalogueTrail(language, publicUrl),
    ...(first
      ? [
          {
            name: first.categoryName,
            url: absoluteUrl(publicUrl, shopPaths.products(language, first.categoryId)),
          },
        ]
      : []),
    { name: product.productName, url: facts.url },
  ]);
  return [node, trail];
}

/** The page's structured data as one schema.org graph, or null when the page has none. */
export function structuredData(input: HeadInput, facts: PageFacts): Node | null {
  const graph =
    input.page === 'home'
      ? homeGraph(input, facts)
      : input.page === 'products'
        ? productsGraph(input, facts)
        : input.page === 'productDetails'
          ? productGraph(input, facts)
          : [];
  return graph.length > 0 ? { '@context': 'https://schema.org', '@graph': graph } : null;
}
