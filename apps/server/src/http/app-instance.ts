import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import type { JobRunner } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../storage/storage';
import type { AnswerCache } from './answer-cache';
import type { EncodedJson } from './encoded-json';

/** What every feature's routes and services may use; built once in main.ts (or per test file). */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage;
  version: string;
  mailer: Mailer;
  jobs: JobRunner;
  /**
   * Totals of the back office's filtered catalogue lists, by list and filters, kept until the
   * catalogue changes (an admin pages and sorts under one filter; a broad filter counts most rows).
   */
  listTotals: AnswerCache<number>;
  /** The storefront's serialized catalogue answers, by the viewer's user types and the URL. */
  catalogueAnswers: AnswerCache<EncodedJson>;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
