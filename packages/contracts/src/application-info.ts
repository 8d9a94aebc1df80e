import { z } from 'zod';
import { ok } from './envelope';

/**
 * The Application info page (decision 0049): the server's configuration and health in sections of
 * properties. Keys and states are closed lists, so the web has a label in every language for each.
 * A secret is never sent: only whether it is set and a short fingerprint.
 */
export const applicationInfoSections = [
  'server',
  'sessions',
  'database',
  'storage',
  'mail',
  'pos',
  'jobs',
] as const;
export type ApplicationInfoSection = (typeof applicationInfoSections)[number];

export const applicationInfoKeys = [
  'environment',
  'version',
  'nodeVersion',
  'uptime',
  'host',
  'port',
  'publicUrl',
  'https',
  'trustProxy',
  'dataDirectory',
  'tokenExpiry',
  'cookiePath',
  'cors',
  'rateLimits',
  'databaseDriver',
  'databaseHost',
  'databaseName',
  'databasePassword',
  'migrationsApplied',
  'lastMigration',
  'storageDriver',
  'storageDirectory',
  'storageBucket',
  'storageRegion',
  'storageEndpoint',
  'storageAccessKeyId',
  'storageSecretAccessKey',
  'mailMode',
  'smtpHost',
  'smtpPassword',
  'posConnection',
  'posUrl',
  'posPriceFile',
  'posSecretKey',
  'posDeltaSchedule',
  'jobWorkers',
  'jobQueue',
] as const;
export type ApplicationInfoKey = (typeof applicationInfoKeys)[number];

/** Values the web words in the reader's language. */
export const applicationInfoStates = [
  'postgres',
  'pglite',
  'local',
  's3',
  'outbox',
  'smtp',
  'sameOrigin',
  'notConfigured',
  'demoPos',
  'posApi',
  'priceFile',
  'ok',
  'unavailable',
  /** The bucket of the local driver: none, the files are in a folder. */
  'localFolder',
] as const;
export type ApplicationInfoState = (typeof applicationInfoStates)[number];

const key = z.enum(applicationInfoKeys);

/** 'sha256:' and the first 8 hex digits of the secret's SHA-256 (decision 0049). */
export const secretFingerprint = z.string().regex(/^sha256:[0-9a-f]{8}$/);

/**
 * Where a secret comes from: an environment variable, or (the POS session key outside production) a
 * key file in the data folder, named even before it is made. Null: not set anywhere.
 */
export const secretSource = z.discriminatedUnion('from', [
  z.object({ from: z.literal('environment'), variable: z.string() }),
  z.object({ from: z.literal('keyFile'), path: z.string() }),
]);
export type SecretSource = z.infer<typeof secretSource>;

export const applicationInfoProperty = z.discriminatedUnion('kind', [
  /** Null: nothing configured (shown as a dash). */
  z.object({ key, kind: z.literal('text'), value: z.string().nullable() }),
  z.object({ key, kind: z.literal('url'), value: z.string().nullable() }),
  z.object({ key, kind: z.literal('number'), value: z.number() }),
  z.object({ key, kind: z.literal('flag'), value: z.boolean() }),
  /** Seconds. */
  z.object({ key, kind: z.literal('duration'), value: z.number().min(0) }),
  z.object({ key, kind: z.literal('state'), value: z.enum(applicationInfoStates) }),
  z.object({
    key,
    kind: z.literal('secret'),
    set: z.boolean(),
    fingerprint: secretFingerprint.nullable(),
    source: secretSource.nullable(),
  }),
]);
export type ApplicationInfoProperty = z.infer<typeof applicationInfoProperty>;

/** A job queue's counts as pg-boss last gathered them. */
export const applicationJobQueue = z.object({
  name: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  deferred: z.number().int(),
  failed: z.number().int(),
});
export type ApplicationJobQueue = z.infer<typeof applicationJobQueue>;

export const applicationInfoResponse = ok({
  sections: z.array(
    z.object({ section: z.enum(applicationInfoSections), properties: z.array(applicationInfoProperty) }),
  ),
  jobQueues: z.array(applicationJobQueue),
});
export type ApplicationInfo = z.infer<typeof applicationInfoResponse>;
