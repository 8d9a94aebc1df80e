import {
  type Category,
  fallbackLanguage,
  isLanguageCode,
  type LanguageCode,
  type PageRendering,
  type PageShows,
  type PageTransport,
  type Product,
  type ProductDetails,
  productsPageSize,
} from '@grocery/contracts';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { setTransport } from './api/client';
import { fetchPublicConfig } from './api/publicConfig';
import { App } from './app/App';
import type { RouteHandle } from './app/RequirePermission';
import type { RenderedState } from './app/rendered';
import { isRenderedPage, type RenderedPage, renderedPageModules } from './app/routes/renderedPages';
import { routes } from './app/routes/router';
import { errorScreenTexts } from './components/errorScreen/texts';
import { resolveTexts } from './i18n/dictionary';
import { parseId, parsePageIndex } from './storefront/shared/catalogue/api';
import { catalogueQueries } from './storefront/shared/catalogue/queries';
import { type HeadInput, pageHead, safeJsonForScript } from './storefront/ssr/head';
import { escapeHtml } from './storefront/ssr/head/html';

/**
 * The server's renderer of storefront pages (decision 0071), built with `vite build --ssr` and
 * loaded by the server (modules/pages). Pages are rendered for an anonymous visitor, their data read
 * from the server itself through `transport`, and handed to the browser with the HTML.
 */

type Found = { page: RenderedPage; language: LanguageCode; params: Record<string, string | undefined> };

const handler = createStaticHandler(routes);

function pageOf(context: Exclude<Awaited<ReturnType<typeof handler.query>>, Response>): Found | 'client' {
  const last = context.matches.at(-1);
  const params = last?.params ?? {};
  const lang = params.lang;
  const language = isLanguageCode(lang) ? lang : fallbackLanguage;
  const page = (last?.route.handle as RouteHandle | undefined)?.page;
  const admin = context.location.pathname.split('/')[1] === 'admin';
  if (last?.route.path === '*' || (!admin && lang !== undefined && !isLanguageCode(lang)))
    return { page: 'notFound', language, params };
  if (admin || !isRenderedPage(page)) return 'client';
  return { page, language, params };
}

type Loaded = { status: 200 | 404; shows: PageShows; head: HeadInput };

/** Reads the page's data into the query client; says whether it is there and what it shows. */
async function load(client: QueryClient, found: Found, publicUrl: string): Promise<Loaded> {
  const { language, params } = found;
  const shows: PageShows = { products: [], categories: [], categoryList: false };
  const base = { language, publicUrl };
  const notFound: Loaded = { status: 404, shows, head: { ...base, page: 'notFound' } };
  switch (found.page) {
    case 'categories': {
      shows.categoryList = true;
      const categories: Category[] = await client.fetchQuery(catalogueQueries.categories(language, 0));
      return { status: 200, shows, head: { ...base, page: 'categories', categories } };
    }
    case 'products': {
      const categoryId = parseId(params.categoryId);
      const pageIndex = parsePageIndex(params.pageIndex);
      if (categoryId === null || pageIndex === null) return notFound;
      shows.categories.push(categoryId);
      const [category, page] = await Promise.all([
        client.fetchQuery(catalogueQueries.category(language, 0, categoryId)),
        client.fetchQuery(catalogueQueries.products(language, 0, categoryId, pageIndex)),
      ]);
      if (!category || !page) return notFound;
      const pageCount = Math.ceil(page.total / productsPageSize);
      if (pageIndex > 0 && pageIndex >= pageCount) return notFound;
      shows.products.push(...page.products.map((product: Product) => product.productId));
      return {
        status: 200,
        shows,
        head: { ...base, page: 'products', category, pageIndex, pageCount, products: page.products },
      };
    }
    case 'productDetails': {
      const productId = parseId(params.productId);
      if (productId === null) return notFound;
      shows.products.push(productId);
      const product: ProductDetails | null = await client.fetchQuery(
        catalogueQueries.details(language, 0, productId),
      );
      if (!product) return notFound;
      return { status: 200, shows, head: { ...base, page: 'productDetails', product } };
    }
    case 'notFound':
      return notFound;
    default:
      return { status: 200, shows, head: { ...base, page: found.page } };
  }
}

async function html(element: React.ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary inline, however large: React would otherwise send a large one after the rest,
    // put in place by an inline script, which the Content-Security-Policy forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails on the server would be left to the browser by an inline script, which the
    // page's Content-Security-Policy forbids: the page fails instead.
    onError: (error) => {
      failure ??= error;
    },
  });
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part));
  if (failure) throw failure;
  return Buffer.concat(parts).toString('utf8');
}

/**
 * The server's notice for a page it could not render, with the ticket number of its log entry: what a
 * visitor without JavaScript sees, until the app starts over in the browser.
 */
export function failureNotice(language: LanguageCode, ticketId: string | undefined): string {
  const texts = resolveTexts(errorScreenTexts, language);
  return [
    '<main class="failure-notice" role="alert">',
    `<h1>${escapeHtml(texts.title)}</h1>`,
    `<p>${escapeHtml(texts.message)}</p>`,
    `<p>${escapeHtml(texts.ticket)}: <bdi dir="ltr">${escapeHtml(ticketId ?? texts.notAvailable)}</bdi></p>`,
    '</main>',
  ].join('');
}

/** Sets where the renderer's calls go: the server, in-process, as an anonymous visitor. */
export function useServer(transport: PageTransport): void {
  setTransport(transport);
}

/** Renders the page at `path` (no query string) for an anonymous visitor. */
export async function render(path: string, publicUrl: string): Promise<PageRendering> {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) return { kind: 'client' };
  const found = pageOf(context);
  if (found === 'client') return { kind: 'client' };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // A failure to read the data throws: the server answers its failure notice.
  const [loaded, config] = await Promise.all([load(client, found, publicUrl), fetchPublicConfig()]);
  const router = createStaticRouter(handler.dataRoutes, context, { future: { v7_partialHydration: true } });
  const body = await html(
    <App queryClient={client} rendered={{ config }}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  const state: RenderedState = { queries: dehydrate(client), config };
  return {
    kind: 'page',
    status: loaded.status,
    language: found.language,
    head: pageHead(loaded.head),
    body,
    state: safeJsonForScript(state),
    modules: renderedPageModules[found.page],
    shows: loaded.shows,
  };
}
