import type { LanguageCode } from './languages';

/**
 * What the web app's page renderer (apps/web/src/entry-server.tsx, built into dist-ssr) answers the
 * server (apps/server/src/modules/pages) for a path: decision 0071.
 */

/** What a rendered page shows, so that the server can drop it when that changes. */
export type PageShows = { products: number[]; categories: number[]; categoryList: boolean };

export type PageRendering =
  | {
      kind: 'page';
      status: 200 | 404;
      language: LanguageCode;
      /** The page's head: title, description, canonical, alternates, structured data. */
      head: string;
      /** The app's HTML, for `#root`. */
      body: string;
      /** The rendered state's JSON, safe inside a script element. */
      state: string;
      /** Modules the page loads at once (the client manifest names their files). */
      modules: readonly string[];
      shows: PageShows;
    }
  /** Not a page the server renders (account, cart, checkout, orders, the back office). */
  | { kind: 'client' };

/** Where the renderer's API calls go: the server itself, in-process. */
export type PageTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The renderer module as the server loads it. */
export interface PageRenderer {
  /** Throws when the page's data cannot be read or it cannot be drawn. */
  render(path: string, publicUrl: string): Promise<PageRendering>;
  failureNotice(language: LanguageCode, ticketId: string): string;
  useServer(transport: PageTransport): void;
}
