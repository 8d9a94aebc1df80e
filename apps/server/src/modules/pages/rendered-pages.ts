import {
  fallbackLanguage,
  isLanguageCode,
  type LanguageCode,
  type PageRenderer,
  type PageShows,
} from '@grocery/contracts';
import type { FastifyInstance } from 'fastify';
import { catalogueTags } from '../../domain/catalogue/catalogue-changes';
import type { AnswerCache } from '../../http/answer-cache';
import { EncodedText } from '../../http/encoded-json';
import type { RenderedPages } from '../../http/web-app';
import { type LanguageBuild, readLanguageBuilds } from './page-files';
import { loadPageRenderer } from './page-renderer';

/** A rendered page as it is kept and sent: its status and its HTML in every encoding. */
export type RenderedPage = { status: number; html: EncodedText };

const htmlType = 'text/html; charset=utf-8';

/**
 * The renderer's calls, answered by this server in-process: no cookie goes with them, so every
 * rendered page shows what an anonymous visitor sees, and the catalogue's answer cache serves them.
 */
const inProcess =
  (app: FastifyInstance) =>
  async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

function tagsOf(shows: PageShows): string[] {
  return [
    ...shows.products.map(catalogueTags.product),
    ...shows.categories.map(catalogueTags.category),
    ...(shows.categoryList ? [catalogueTags.categories] : []),
  ];
}

/**
 * The storefront's pages rendered on the server (decision 0071), kept in `cache` by path and tagged
 * with the products and categories they show, so that a catalogue change drops exactly those. The
 * same HTML goes to everyone (no cookie is read); personal prices arrive after hydration. Null when
 * the web app or its renderer is not built.
 */
export async function renderedPages(
  app: FastifyInstance,
  distDir: string,
  cache: AnswerCache<RenderedPage>,
): Promise<RenderedPages | null> {
  const builds = readLanguageBuilds(distDir);
  const renderer = builds && (await loadPageRenderer(distDir, inProcess(app)));
  return builds && renderer && answerPages(renderer, builds, app.deps.config.publicUrl, cache);
}

function answerPages(
  renderer: PageRenderer,
  builds: Record<LanguageCode, LanguageBuild>,
  publicUrl: string,
  cache: AnswerCache<RenderedPage>,
): RenderedPages {
  async function produce(pathname: string) {
    const rendered = await renderer.render(pathname, publicUrl);
    if (rendered.kind === 'client') return { answer: null, tags: [] };
    return {
      answer: {
        status: rendered.status,
        html: new EncodedText(builds[rendered.language].page(rendered), htmlType),
      },
      tags: tagsOf(rendered.shows),
    };
  }

  return {
    async answer(pathname, request, reply) {
      let page: RenderedPage | null;
      try {
        page = await cache.get(pathname, () => produce(pathname));
      } catch (error) {
        // Never half a page: the notice with the ticket (the request id, as for API errors), and the
        // app starts over in the browser.
        request.log.error({ err: error, ticketId: request.id }, 'page rendering failed');
        const segment = pathname.split('/')[1];
        const language = isLanguageCode(segment) ? segment : fallbackLanguage;
        const notice = renderer.failureNotice(language, request.id);
        reply.code(500).header('cache-control', 'no-store').type(htmlType);
        reply.send(builds[language].page({ head: '', body: notice }));
        return true;
      }
      if (!page) return false;
      reply.code(page.status).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      page.html.send(request, reply);
      return true;
    },
  };
}
