import { fallbackLanguage, type LanguageCode, languageCodes } from '@grocery/contracts';
import { escapeHtml } from '../../mail/escape-html';

/**
 * One page of a language's sitemap: its path below `/{lang}` ('' for home) and when it last changed,
 * as a W3C datetime (`w3cDate` in sitemap-files.ts).
 */
export interface SitemapPage {
  path: string;
  modifiedAt: string | null;
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const sitemapsNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const lastmod = (date: string | null) => (date ? `<lastmod>${date}</lastmod>` : '');

/**
 * The `<url>` entries of pages in one language, each with its alternates in every language and
 * x-default on the Hebrew page (the site's own root for home), as the pages' HTML names them. Ids
 * and fixed segments need no escaping; `origin` comes escaped.
 */
export function urlEntries(
  origin: string,
  languageCode: LanguageCode,
  pages: readonly SitemapPage[],
): string {
  return pages
    .map(({ path, modifiedAt }) => {
      const alternates = languageCodes
        .map((code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${origin}/${code}${path}"/>`)
        .join('');
      const fallback = path === '' ? `${origin}/` : `${origin}/${fallbackLanguage}${path}`;
      return `<url><loc>${origin}/${languageCode}${path}</loc>${lastmod(modifiedAt)}${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${fallback}"/></url>\n`;
    })
    .join('');
}

/** A `<urlset>` around entries from `urlEntries`. */
export const urlSet = (entries: string) =>
  `${xmlHead}<urlset xmlns="${sitemapsNs}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}</urlset>\n`;

/** A `<sitemapindex>` of files at these absolute (escaped) URLs. */
export const sitemapIndex = (files: readonly { url: string; modifiedAt: string | null }[]) =>
  `${xmlHead}<sitemapindex xmlns="${sitemapsNs}">\n${files
    .map(({ url, modifiedAt }) => `<sitemap><loc>${url}</loc>${lastmod(modifiedAt)}</sitemap>\n`)
    .join('')}</sitemapindex>\n`;

/** The public origin made safe inside XML text and attributes. */
export const xmlOrigin = (publicUrl: string) => escapeHtml(publicUrl.replace(/\/+$/, ''));
