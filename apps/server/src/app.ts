import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { appJobs } from './app-jobs';
import { followCatalogueChanges } from './domain/catalogue/catalogue-changes';
import { AnswerCache } from './http/answer-cache';
import type { AppDeps } from './http/app-instance';
import { authentication } from './http/authentication';
import { registerCors } from './http/cors';
import { acceptEmptyJsonBody } from './http/empty-json-body';
import { compressionThresholdBytes, type EncodedJson } from './http/encoded-json';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/error-handler';
import { serializeError } from './http/error-log';
import { registerOpenApi } from './http/openapi';
import { RequestLogsAtDebug } from './http/request-logs';
import { requireAccessRuleOnEveryRoute } from './http/route-access';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { JobRunner, type JobTiming } from './jobs/job-runner';
import { Mailer } from './mail/mailer';
import { accessRoutes } from './modules/access/access.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { appTokenUses } from './modules/accounts/app-tokens';
import { findSessionUser, keptSessionLookup } from './modules/accounts/sessions';
import { tokensRoutes } from './modules/accounts/tokens.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { applicationInfoRoutes } from './modules/application-info/application-info.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { categoriesAdminRoutes } from './modules/categories-admin/categories-admin.routes';
import { categoryRulesRoutes } from './modules/category-rules/category-rules.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { deliveryAdminRoutes } from './modules/delivery-admin/delivery-admin.routes';
import { devTasksRoutes } from './modules/dev-tasks/dev-tasks.routes';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { ordersAdminRoutes } from './modules/orders-admin/orders-admin.routes';
import { type RenderedPage, renderedPages } from './modules/pages/rendered-pages';
import { posSyncRoutes } from './modules/pos-sync/sync.routes';
import { posSyncService } from './modules/pos-sync/sync.service';
import { productsAdminRoutes } from './modules/products-admin/products-admin.routes';
import { promotionsRoutes } from './modules/promotions/promotions.routes';
import { seoRoutes, sitemapCaches, sitemapUrlLimit } from './modules/seo/seo.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { systemRoutes } from './modules/system/system.routes';
import { userTypesAdminRoutes } from './modules/user-types-admin/user-types-admin.routes';
import { usersAdminRoutes } from './modules/users-admin/users-admin.routes';
import { uploads } from './uploads/uploads-plugin';

export const appVersion = '1.0.0';

/** The longest a kept list total lives; catalogue changes drop them at once (http/answer-cache.ts). */
const listTotalsTtlMs = 60_000;

/**
 * The longest a storefront answer is kept; changes drop it sooner. As long as anonymous answers
 * may live in HTTP caches (`public, max-age=60`).
 */
const catalogueAnswersTtlMs = 60_000;
/** Rendered pages follow catalogue changes too; the limit also bounds how old their shop settings get. */
const renderedPagesTtlMs = 60_000;

export interface BuildAppOptions
  extends Omit<AppDeps, 'version' | 'mailer' | 'jobs' | 'listTotals' | 'catalogueAnswers'> {
  /** Log output; defaults to stdout. Tests pass a stream to read what was logged. */
  logStream?: NodeJS.WritableStream;
  /** Tests shorten the job queue's polling and schedule checks. */
  jobTiming?: Partial<JobTiming>;
  /** URLs per sitemap file (50,000); tests lower it. */
  sitemapUrlsPerFile?: number;
}

/** Builds the whole HTTP application on the given config, database and storage, without listening. */
export async function buildApp({ logStream, jobTiming, sitemapUrlsPerFile, ...deps }: BuildAppOptions) {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: { err: serializeError },
    },
    logController: new RequestLogsAtDebug(),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    // Path parameters up to 1 KiB: a 100-character Thai search term is 900 bytes percent-encoded.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1024 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  const mailFrom = `FreshCart <no-reply@${new URL(deps.config.publicUrl).hostname}>`;
  const jobs = new JobRunner({
    database: deps.database,
    log: app.log,
    workers: deps.config.jobsEnabled,
    timing: jobTiming,
  });
  const mailer = new Mailer(deps.database.db, jobs, deps.config.smtpUrl, mailFrom, app.log);
  const posSync = posSyncService({
    db: deps.database.db,
    config: deps.config,
    jobs,
    log: app.log,
    storage: deps.storage,
  });
  jobs.register(...appJobs(deps.database.db, mailer, posSync.jobs));
  const listTotals = new AnswerCache<number>(listTotalsTtlMs, 2_000);
  const catalogueAnswers = new AnswerCache<EncodedJson>(catalogueAnswersTtlMs, 1_000);
  const pageAnswers = new AnswerCache<RenderedPage>(renderedPagesTtlMs, 500);
  const sitemaps = sitemapCaches();
  const stopFollowing = followCatalogueChanges(deps.database, [
    listTotals,
    catalogueAnswers,
    pageAnswers,
    sitemaps.plans,
    sitemaps.files,
  ]);
  const keptSessions = keptSessionLookup(deps.database);
  app.decorate('deps', { ...deps, version: appVersion, mailer, jobs, listTotals, catalogueAnswers });
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await stopFollowing();
    await keptSessions.stop();
    await jobs.stop();
    mailer.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  acceptEmptyJsonBody(app);
  requireAccessRuleOnEveryRoute(app);
  await registerSecurityHeaders(app, deps.config);
  await registerCors(app, deps.config.corsOrigins);
  // JSON answers over 1 KiB, brotli or gzip; images are never recompressed (not a compressible type).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    globalDecompression: false,
  });
  await registerOpenApi(app, appVersion);

  await app.register(authentication, {
    findSessionUser: (sessionId, kind) => findSessionUser(deps.database.db, sessionId, kind),
    findSessionUserToRead: keptSessions.find,
    noteTokenUse: appTokenUses(deps.database.db, app.log),
  });
  await app.register(uploads);
  await app.register(systemRoutes);
  await app.register(accountsRoutes);
  await app.register(tokensRoutes);
  await app.register(adminRoutes);
  await app.register(accessRoutes);
  await app.register(auditRoutes);
  await app.register(usersAdminRoutes);
  await app.register(userTypesAdminRoutes);
  await app.register(categoriesAdminRoutes);
  await app.register(categoryRulesRoutes);
  await app.register(promotionsRoutes);
  await app.register(catalogueRoutes);
  await app.register(productsAdminRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(dashboardRoutes);
  await app.register(notificationRoutes);
  await app.register(shippingRoutes);
  await app.register(deliveryRoutes);
  await app.register(deliveryAdminRoutes);
  await app.register(devTasksRoutes);
  await app.register(geocodingRoutes);
  await app.register(applicationInfoRoutes);
  await app.register(settingsRoutes);
  await app.register(posSyncRoutes, { posSync });
  await app.register(seoRoutes, { caches: sitemaps, urlsPerFile: sitemapUrlsPerFile ?? sitemapUrlLimit });

  await registerWebApp(app, deps.config.webDistDir, (distDir) => renderedPages(app, distDir, pageAnswers));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
