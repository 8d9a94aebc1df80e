import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const storageSchema = z.discriminatedUnion('driver', [
  z.object({ driver: z.literal('local'), directory: z.string() }),
  z.object({
    driver: z.literal('s3'),
    bucket: z.string().min(1),
    region: z.string().min(1),
    endpoint: z.url().optional(),
    accessKeyId: z.string().min(1),
    secretAccessKey: z.string().min(1),
    forcePathStyle: z.boolean(),
  }),
]);

export const configSchema = z.object({
  port: z.number().int().min(0).max(65535),
  host: z.string(),
  dataDir: z.string(),
  databaseUrl: z.string().optional(),
  publicUrl: z.url(),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  /** Log lines for people (pino-pretty) or JSON; `auto`: for people only when stdout is a terminal. */
  logFormat: z.enum(['auto', 'pretty', 'json']),
  smtpUrl: z.string().optional(),
  storage: storageSchema,
  /** Multipart uploads: the largest file, and how many files one request may carry. */
  uploads: z.object({ maxBytes: z.number().int().positive(), maxFiles: z.number().int().positive() }),
  sessionTtlDays: z.number().positive(),
  confirmTokenTtlHours: z.number().positive(),
  resetTokenTtlMinutes: z.number().positive(),
  /**
   * Whose X-Forwarded-For hops to believe (for the client address rate limits count): nobody's,
   * or those added by these proxy addresses and ranges.
   */
  trustProxy: z.union([z.literal(false), z.array(z.string()).min(1)]),
  /** Origins whose pages may call the API across origins (CORS); none by default. */
  corsOrigins: z.array(z.string()),
  /** Off only for load benchmarks, which sign in far more often than any person. */
  rateLimitsEnabled: z.boolean(),
  /** Whether this instance runs job workers and schedules; one that does not still enqueues jobs. */
  jobsEnabled: z.boolean(),
  currencySymbol: z.string().min(1).max(5),
  /** How long a shopper's hold on a delivery slot lasts (decision 0047). */
  deliveryHoldMinutes: z.number().int().min(1).max(120),
  /** Directory of the built web app; absent in API-only test setups. */
  webDistDir: z.string().optional(),
  seedDemoData: z.boolean(),
  environment: z.string(),
  geocoding: z.object({
    /** A Nominatim-compatible service: GET {url}/search and {url}/reverse with format=jsonv2. */
    url: z.url(),
    timeoutMs: z.number().int().positive(),
    /** Nominatim's usage policy asks every application to name itself. */
    userAgent: z.string().min(1),
    /** Nominatim allows one request a second per application; a private service may allow more. */
    minIntervalMs: z.number().int().min(0),
  }),
  map: z.object({ tileUrl: z.string().min(1), attribution: z.string() }),
  /** The development tasks (decision 0050): the largest attachment, in bytes (TASK_ATTACHMENT_MAX_MB). */
  tasks: z.object({ attachmentMaxBytes: z.number().int().min(1) }),
  /** The point-of-sale sync (decision 0048): where the catalogue comes from and the key of its session. */
  pos: z.object({
    /** The POS HTTP API's base URL; in development without a source, the demo POS's (startup/demo-pos.ts). */
    url: z.url().optional(),
    /** A price-transparency file (PriceFull), a path or an http(s) URL: a source with no sign-in. */
    priceFile: z.string().min(1).optional(),
    /** The largest price file a manager may upload, in bytes (POS_PRICE_FILE_MAX_MB). */
    priceFileMaxBytes: z.number().int().min(1),
    /** The promotions file (PromoFull) beside the prices, a path or an http(s) URL (decision 0070). */
    promoFile: z.string().min(1).optional(),
    /** How the chain writes DiscountRate (POS_PROMO_RATE_SCALE): 'auto' tells 20 from 2000. */
    promoRateScale: z.enum(['auto', 'percent', 'basis_points']),
    /** A chain's club codes to our customer types by name (POS_PROMO_CLUBS, e.g. `3=Business`). */
    promoClubs: z.record(z.string(), z.string()),
    /** Ask the POS HTTP API for its promotions after each run (POS_PROMO_FROM_POS; off by default). */
    promoFromPos: z.boolean(),
    /** The 32-byte key that encrypts the POS session at rest, as 64 hex digits or base64. */
    secretKey: z.string().optional(),
    /** Without POS_SECRET_KEY outside production: a key made once in DATA_DIR/pos-secret.key. */
    keyFromDataDir: z.boolean(),
    /** A cron expression (UTC) for a delta run; none: no schedule. */
    deltaSchedule: z.string().optional(),
    /** A sync worker silent this long is taken for dead with its server; another takes its run over. */
    leaseSeconds: z.number().int().min(2),
    /** A full run that would deactivate more than this share (%) of the active POS products is held (decision 0061). */
    maxDeactivatePercent: z.number().min(0).max(100),
    /** The quantity rule a weighed (kg) product made by the sync starts with; the shop's to change after. */
    weighed: z.object({ minimum: z.number().positive(), step: z.number().positive() }),
    /** True when `url` is the reference POS started in-process as the demo POS. */
    demo: z.boolean(),
  }),
});
export type Config = z.infer<typeof configSchema>;

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A weight in kilograms as the quantity columns hold it: thousandths, above 0, below 1,000. */
const kilos = z.coerce
  .number()
  .gt(0)
  .lt(1000)
  .refine((value) => Number.isInteger(Math.round(value * 1000 * 1e6) / 1e6), 'at most three decimals');

/** proxy-addr's names for private ranges, besides addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * `false`, or the addresses of our own proxies. Neither `true` (every hop: a client writes any
 * address into X-Forwarded-For itself) nor a hop count (Fastify 5 ignores it: it cannot check
 * that the nearest hop really is our proxy).
 */
/** An origin as a browser sends it: scheme, host and port only, e.g. https://app.shop.example. */
function isOrigin(entry: string): boolean {
  try {
    const url = new URL(entry);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === entry;
  } catch {
    return false;
  }
}

/** Comma-separated origins; empty means none. */
const originsText = z.string().transform((value, context) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.filter((entry) => !isOrigin(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `give origins as a browser sends them, scheme, host and port with no path or trailing slash, e.g. https://app.shop.example (not ${bad.join(', ')})`,
    });
    return z.NEVER;
  }
  return [...new Set(entries)];
});

const trustProxyText = z.string().transform((value, context) => {
  if (value === 'false') return false as const;
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `give the addresses or CIDR ranges of your reverse proxies, e.g. 10.0.0.2 or 10.0.0.0/8,loopback (not ${bad.join(', ')}): trusting every hop lets a client choose its own address`,
    });
    return z.NEVER;
  }
  return entries;
});

/** Environment variables, each validated on its own so a bad one is named in the error; Settings lists them. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().min(1).optional(),
  STORAGE_S3_BUCKET: z.string().min(1).optional(),
  STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_S3_ENDPOINT: z.url().optional(),
  STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_S3_FORCE_PATH_STYLE: booleanText.default(true),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(50).default(10),
  SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(30),
  CONFIRM_TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(48),
  RESET_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(60),
  TRUST_PROXY: trustProxyText.default(false),
  CORS_ORIGINS: originsText.default([]),
  RATE_LIMITS_ENABLED: booleanText.default(true),
  JOBS_ENABLED: booleanText.default(true),
  CURRENCY_SYMBOL: z.string().min(1).max(5).default('₪'),
  DELIVERY_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  SEED_DEMO_DATA: booleanText.default(true),
  NODE_ENV: z.string().default('production'),
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(4000),
  GEOCODER_USER_AGENT: z.string().min(1).default('FreshCart grocery storefront'),
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  MAP_TILE_URL: z
    .string()
    .regex(/\{z\}.*\{x\}.*\{y\}/, 'must be a tile URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  POS_URL: z
    .url()
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .optional(),
  POS_PRICE_FILE: z.string().min(1).optional(),
  POS_PRICE_FILE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(100),
  POS_PROMO_FILE: z.string().min(1).optional(),
  POS_PROMO_FROM_POS: booleanText.default(false),
  POS_PROMO_RATE_SCALE: z.enum(['auto', 'percent', 'basis_points']).default('auto'),
  POS_PROMO_CLUBS: z
    .string()
    .regex(
      /^\s*(\d+\s*=\s*[^,=]+\s*(,\s*\d+\s*=\s*[^,=]+\s*)*)?$/,
      'code=customer type, comma separated (3=Business)',
    )
    .default(''),
  TASK_ATTACHMENT_MAX_MB: z.coerce.number().int().min(1).max(1024).default(25),
  POS_SECRET_KEY: z
    .string()
    .refine(
      (value) => posKeyBytes(value) !== null,
      'must be 32 bytes: 64 hex digits or 44 characters of base64 (e.g. `openssl rand -hex 32`)',
    )
    .optional(),
  POS_DELTA_SCHEDULE: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'must be a cron expression of five fields, e.g. */15 * * * *')
    .optional(),
  POS_SYNC_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  POS_SYNC_MAX_DEACTIVATE_PERCENT: z.coerce.number().min(0).max(100).default(20),
  POS_WEIGHED_MINIMUM_KG: kilos.default(0.1),
  POS_WEIGHED_STEP_KG: kilos.default(0.1),
});

/** The POS session key's file in DATA_DIR, made once outside production when POS_SECRET_KEY is unset. */
export const posKeyFileName = 'pos-secret.key';

/** Where the POS session key is kept when it is not in POS_SECRET_KEY; null when it is, or in production. */
export function posKeyFile(config: Pick<Config, 'dataDir' | 'pos'>): string | null {
  if (config.pos.secretKey || !config.pos.keyFromDataDir) return null;
  return path.join(config.dataDir, posKeyFileName);
}

/** The 32 bytes of a POS_SECRET_KEY (64 hex digits or base64), or null when it is not 32 bytes. */
export function posKeyBytes(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return null;
  const bytes = Buffer.from(text.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDistDir?: string): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  let storage: Config['storage'];
  if (e.STORAGE_DRIVER === 's3') {
    const missing = (
      ['STORAGE_S3_BUCKET', 'STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid environment configuration:\n${missing.map((n) => `  ${n}: required when STORAGE_DRIVER=s3`).join('\n')}`,
      );
    }
    storage = {
      driver: 's3',
      bucket: e.STORAGE_S3_BUCKET as string,
      region: e.STORAGE_S3_REGION,
      endpoint: e.STORAGE_S3_ENDPOINT,
      accessKeyId: e.STORAGE_S3_ACCESS_KEY_ID as string,
      secretAccessKey: e.STORAGE_S3_SECRET_ACCESS_KEY as string,
      forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE,
    };
  } else {
    storage = { driver: 'local', directory: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'files')) };
  }
  if (e.POS_URL && e.POS_PRICE_FILE) {
    throw new ConfigError(
      'Invalid environment configuration:\n  POS_PRICE_FILE: set POS_URL or POS_PRICE_FILE, not both',
    );
  }
  return configSchema.parse({
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    smtpUrl: e.SMTP_URL,
    storage,
    uploads: { maxBytes: e.UPLOAD_MAX_BYTES, maxFiles: e.UPLOAD_MAX_FILES },
    sessionTtlDays: e.SESSION_TTL_DAYS,
    confirmTokenTtlHours: e.CONFIRM_TOKEN_TTL_HOURS,
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    rateLimitsEnabled: e.RATE_LIMITS_ENABLED,
    jobsEnabled: e.JOBS_ENABLED,
    currencySymbol: e.CURRENCY_SYMBOL,
    deliveryHoldMinutes: e.DELIVERY_HOLD_MINUTES,
    webDistDir,
    seedDemoData: e.SEED_DEMO_DATA,
    environment: e.NODE_ENV,
    geocoding: {
      url: e.GEOCODER_URL.replace(/\/$/, ''),
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
      userAgent: e.GEOCODER_USER_AGENT,
      minIntervalMs: e.GEOCODER_MIN_INTERVAL_MS,
    },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    tasks: { attachmentMaxBytes: e.TASK_ATTACHMENT_MAX_MB * 1024 * 1024 },
    pos: {
      url: e.POS_URL?.replace(/\/+$/, ''),
      priceFile: e.POS_PRICE_FILE,
      priceFileMaxBytes: e.POS_PRICE_FILE_MAX_MB * 1024 * 1024,
      promoFile: e.POS_PROMO_FILE,
      promoRateScale: e.POS_PROMO_RATE_SCALE,
      promoFromPos: e.POS_PROMO_FROM_POS,
      promoClubs: Object.fromEntries(
        e.POS_PROMO_CLUBS.split(',')
          .filter((pair) => pair.trim())
          .map((pair) => pair.split('=').map((part) => part.trim()) as [string, string]),
      ),
      secretKey: e.POS_SECRET_KEY,
      // Only an explicit NODE_ENV=production asks for the key (as for the demo accounts).
      keyFromDataDir: cleaned.NODE_ENV !== 'production',
      deltaSchedule: e.POS_DELTA_SCHEDULE,
      leaseSeconds: e.POS_SYNC_LEASE_SECONDS,
      maxDeactivatePercent: e.POS_SYNC_MAX_DEACTIVATE_PERCENT,
      weighed: { minimum: e.POS_WEIGHED_MINIMUM_KG, step: e.POS_WEIGHED_STEP_KG },
      demo: false,
    },
  });
}
