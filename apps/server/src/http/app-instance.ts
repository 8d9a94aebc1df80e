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

/** What every feature's routes and services may use; built once in main.ts (or per test file). */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage;
  version: string;
  mailer: Mailer;
  jobs: JobRunner;
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
