import { isLanguageCode } from '@grocery/contracts';
import { catalogueTags, keptUntilAnyChange } from '../../domain/catalogue/catalogue-changes';
import { AnswerCache } from '../../http/answer-cache';
import type { AppInstance } from '../../http/app-instance';
import { notFound } from '../../http/http-error';
import { robotsText } from './robots';
import { type SitemapPlan, sitemapFiles } from './sitemap-files';

/** The most URLs a sitemap file may hold (sitemaps.org). */
export const sitemapUrlLimit = 50_000;

/** The longest a generated file is kept; any catalogue change drops it sooner. */
const keptMs = 60 * 60_000;
/** Crawlers fetch these seldom; an hour is as long as a new product may wait to be listed. */
const caching = 'public, max-age=3600';

/** The kept plan and files; app.ts has catalogue changes drop them. */
export const sitemapCaches = () => ({
  plans: new AnswerCache<SitemapPlan>(keptMs, 1),
  files: new AnswerCache<Buffer>(keptMs, 1_000),
});

export interface SeoOptions {
  caches: ReturnType<typeof sitemapCaches>;
  /** URLs per sitemap file; tests lower it to see files split. */
  urlsPerFile: number;
}

const fileName = /^([a-z]{2})-([1-9]\d{0,8})\.xml\.gz$/;

/**
 * `/robots.txt`, the sitemap index `/sitemap.xml` and each language's gzipped files under
 * `/sitemaps/`. Plain files, not API endpoints: public, no session read, no envelope but a 404's.
 */
export async function seoRoutes(app: AppInstance, { caches, urlsPerFile }: SeoOptions): Promise<void> {
  const { database, config } = app.deps;
  const sitemaps = sitemapFiles(database, config.publicUrl, urlsPerFile);
  const robots = robotsText(config.publicUrl);
  const plan = async () => {
    const kept = await caches.plans.get('plan', () => keptUntilAnyChange(sitemaps.plan()));
    if (!kept) throw new Error('The sitemap plan is never null');
    return kept;
  };

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', caching).send(robots),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const body = await caches.files.get('index', async () =>
      keptUntilAnyChange(plan().then((kept) => Buffer.from(sitemaps.index(kept)))),
    );
    return reply.type('application/xml; charset=utf-8').header('cache-control', caching).send(body);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const [, languageCode, number] = fileName.exec(request.params.file) ?? [];
    const n = Number(number);
    // Checked against the plan first: only real files take room in the cache.
    if (!isLanguageCode(languageCode) || !(n <= (await plan()).files.length)) {
      throw notFound('There is no such sitemap.');
    }
    const body = await caches.files.get(`${languageCode}-${n}`, async () => ({
      answer: await sitemaps.file(await plan(), languageCode, n),
      tags: [catalogueTags.anything],
    }));
    if (!body) throw notFound('There is no such sitemap.');
    return reply.type('application/gzip').header('cache-control', caching).send(body);
  });
}
