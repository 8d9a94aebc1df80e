import { countText, fillText, type LanguageCode, languageCodes, localeOf } from '@grocery/contracts';
import { categoryImageUrl } from '../../../api/imageUrls';
import { brandTexts } from '../../../components/logo/texts';
import { notFoundTexts } from '../../../components/notFound/texts';
import { resolveTexts } from '../../../i18n/dictionary';
import { galleryImages } from '../../catalogue/details/gallery';
import { homeTexts } from '../../home/texts';
import { pagerTexts } from '../../shared/catalogue/pagerTexts';
import { storefrontPageTitles } from '../../shared/texts';
import { trimDescription } from './description';
import type { HeadInput } from './headPage';
import { escapeHtml, safeJsonForScript, voidTag } from './html';
import { type PageFacts, structuredData } from './jsonLd';
import { headTexts } from './texts';
import { absoluteUrl, alternates, pagePath } from './urls';

/** Open Graph locales (language_TERRITORY). */
const ogLocale: Record<LanguageCode, string> = { en: 'en_US', he: 'he_IL', th: 'th_TH' };

/** The page's name as its `useDocumentTitle` call gives it (the document title adds the brand). */
function pageName(input: HeadInput): string {
  const { language } = input;
  const titles = resolveTexts(storefrontPageTitles, language);
  switch (input.page) {
    case 'home':
      return resolveTexts(homeTexts, language).title;
    case 'categories':
      return titles.categories;
    case 'products': {
      const name = input.category.categoryName;
      if (input.pageIndex === 0) return name;
      return `${name} · ${fillText(resolveTexts(pagerTexts, language).page, { page: input.pageIndex + 1 })}`;
    }
    case 'productDetails':
      return input.product.productName;
    case 'about':
      return titles.about;
    case 'notFound':
      return resolveTexts(notFoundTexts, language).title;
  }
}

function description(input: HeadInput): string {
  const { language } = input;
  const texts = resolveTexts(headTexts, language);
  switch (input.page) {
    case 'home':
      return texts.site;
    case 'about':
      return texts.about;
    case 'notFound':
      return resolveTexts(notFoundTexts, language).message;
    case 'categories': {
      if (input.categories.length === 0) return texts.site;
      const names = new Intl.ListFormat(localeOf[language], { type: 'conjunction' }).format(
        input.categories.map((category) => category.categoryName),
      );
      return fillText(texts.categories, { names });
    }
    case 'products': {
      const { categoryName: name, totalProducts } = input.category;
      return totalProducts === undefined
        ? fillText(texts.categoryUncounted, { name })
        : countText(language, texts.category, totalProducts, { name });
    }
    case 'productDetails': {
      const { shortDesc, longDesc, productName } = input.product;
      return shortDesc?.trim() || longDesc?.trim() || fillText(texts.product, { name: productName });
    }
  }
}

/** Absolute image URLs, the preview's first: a product's pictures (high resolution first), a category's. */
function images(input: HeadInput): string[] {
  const categoryImage = input.page === 'products' ? categoryImageUrl(input.category.imageFile) : null;
  const relative =
    input.page === 'productDetails'
      ? galleryImages(input.product).flatMap((image) => [image.zoomSrc, image.src])
      : categoryImage
        ? [categoryImage]
        : [];
  return [...new Set(relative)].map((path) => absoluteUrl(input.publicUrl, path));
}

/** A list page past the last one (it shows "no products here") stays out of the index. */
function indexable(input: HeadInput): boolean {
  if (input.page === 'notFound') return false;
  return !(input.page === 'products' && input.pageIndex > 0 && input.pageIndex >= input.pageCount);
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  voidTag('meta', { [key]: name, content });

/**
 * The storefront page's `<head>` contents, as HTML for the server to write into the template: title,
 * description, canonical and hreflang links, Open Graph and Twitter card, and JSON-LD. Pure (no DOM):
 * it runs in Node and in the browser. Every value is escaped.
 */
export function pageHead(input: HeadInput): string {
  const { language, publicUrl } = input;
  if (!/^https?:\/\/[^/]/.test(publicUrl)) {
    throw new Error(`pageHead: publicUrl must be an absolute http(s) URL, not '${publicUrl}'`);
  }
  const name = pageName(input);
  const { brandName } = resolveTexts(brandTexts, language);
  const title = `${name} · ${brandName}`;
  const fullDescription = description(input);
  const summary = trimDescription(fullDescription, language);
  const lines = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', summary)];
  const path = pagePath(input, language);
  if (!indexable(input) || path === null) {
    lines.push(meta('name', 'robots', 'noindex'));
    return lines.join('\n');
  }
  const url = absoluteUrl(publicUrl, path);
  const pictures = images(input);
  const [picture] = pictures;
  lines.push(
    voidTag('link', { rel: 'canonical', href: url }),
    ...alternates(input, publicUrl).map(({ hreflang, href }) =>
      voidTag('link', { rel: 'alternate', hreflang, href }),
    ),
    meta('property', 'og:type', input.page === 'productDetails' ? 'product' : 'website'),
    meta('property', 'og:site_name', brandName),
    meta('property', 'og:title', name),
    meta('property', 'og:description', summary),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', ogLocale[language]),
    ...languageCodes
      .filter((other) => other !== language)
      .map((other) => meta('property', 'og:locale:alternate', ogLocale[other])),
    ...(picture ? [meta('property', 'og:image', picture)] : []),
    meta('name', 'twitter:card', picture ? 'summary_large_image' : 'summary'),
  );
  const facts: PageFacts = {
    url,
    name,
    description: fullDescription.replace(/\s+/g, ' ').trim(),
    images: pictures,
  };
  const data = structuredData(input, facts);
  if (data) lines.push(`<script type="application/ld+json">${safeJsonForScript(data)}</script>`);
  return lines.join('\n');
}
