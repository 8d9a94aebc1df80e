import path from 'node:path';
import type {
  EnvironmentSetting,
  EnvironmentSettingNote,
  EnvironmentVariableName,
  SettingsAnswer,
  SettingsGroup,
} from '@grocery/contracts';
import { type Config, envSchema } from '../../config/config';
import { maskSecret } from '../../config/secrets';

type Value = string | number | boolean | null | undefined;

/**
 * One environment variable as the page shows it. `read` gives the value the server runs with, as the
 * variable would be written; `usedIf` says when this configuration reads it at all (the S3 settings
 * only with the s3 driver). The default is the env schema's own, or `defaultOf`'s where it is made
 * from other settings.
 */
interface Variable {
  group: SettingsGroup;
  read: (config: Config) => Value;
  usedIf?: (config: Config) => boolean;
  defaultOf?: (config: Config) => Value;
  /** `value`: never sent, only set or not and a fingerprint; `urlPassword`: a URL sent without its credentials. */
  secret?: 'value' | 'urlPassword';
  note?: (config: Config) => EnvironmentSettingNote | null;
}

const MiB = 1024 * 1024;
const s3 = (config: Config) => (config.storage.driver === 's3' ? config.storage : undefined);
const local = (config: Config) => (config.storage.driver === 'local' ? config.storage : undefined);
const isS3 = (config: Config) => config.storage.driver === 's3';

/** Every variable `envSchema` reads, in the page's order (a test keeps the two lists equal). */
const variables: Record<EnvironmentVariableName, Variable> = {
  NODE_ENV: { group: 'server', read: (c) => c.environment },
  PORT: { group: 'server', read: (c) => c.port },
  HOST: { group: 'server', read: (c) => c.host },
  PUBLIC_URL: { group: 'server', read: (c) => c.publicUrl, defaultOf: (c) => `http://localhost:${c.port}` },
  DATA_DIR: { group: 'server', read: (c) => c.dataDir, defaultOf: () => path.resolve('./data') },
  LOG_LEVEL: { group: 'server', read: (c) => c.logLevel },
  LOG_FORMAT: { group: 'server', read: (c) => c.logFormat },
  JOBS_ENABLED: { group: 'server', read: (c) => c.jobsEnabled },
  SEED_DEMO_DATA: { group: 'server', read: (c) => c.seedDemoData },
  CURRENCY_SYMBOL: { group: 'server', read: (c) => c.currencySymbol },
  DATABASE_URL: { group: 'database', read: (c) => c.databaseUrl, secret: 'urlPassword' },
  STORAGE_DRIVER: { group: 'storage', read: (c) => c.storage.driver },
  STORAGE_DIR: {
    group: 'storage',
    read: (c) => local(c)?.directory,
    usedIf: (c) => !isS3(c),
    defaultOf: (c) => path.join(c.dataDir, 'files'),
  },
  STORAGE_S3_BUCKET: { group: 'storage', read: (c) => s3(c)?.bucket, usedIf: isS3 },
  STORAGE_S3_REGION: { group: 'storage', read: (c) => s3(c)?.region, usedIf: isS3 },
  STORAGE_S3_ENDPOINT: { group: 'storage', read: (c) => s3(c)?.endpoint, usedIf: isS3 },
  STORAGE_S3_ACCESS_KEY_ID: {
    group: 'storage',
    read: (c) => s3(c)?.accessKeyId,
    usedIf: isS3,
    secret: 'value',
  },
  STORAGE_S3_SECRET_ACCESS_KEY: {
    group: 'storage',
    read: (c) => s3(c)?.secretAccessKey,
    usedIf: isS3,
    secret: 'value',
  },
  STORAGE_S3_FORCE_PATH_STYLE: { group: 'storage', read: (c) => s3(c)?.forcePathStyle, usedIf: isS3 },
  SMTP_URL: { group: 'mail', read: (c) => c.smtpUrl, secret: 'urlPassword' },
  // The demo POS is started in-process when nothing names a source (startup/demo-pos.ts).
  POS_URL: {
    group: 'pos',
    read: (c) => (c.pos.demo ? null : c.pos.url),
    note: (c) => (c.pos.demo ? 'demoPos' : null),
  },
  POS_PRICE_FILE: { group: 'pos', read: (c) => c.pos.priceFile },
  POS_SECRET_KEY: {
    group: 'pos',
    read: (c) => c.pos.secretKey,
    secret: 'value',
    note: (c) => (!c.pos.secretKey && c.pos.keyFromDataDir ? 'keyFile' : null),
  },
  POS_DELTA_SCHEDULE: { group: 'pos', read: (c) => c.pos.deltaSchedule },
  POS_SYNC_LEASE_SECONDS: { group: 'pos', read: (c) => c.pos.leaseSeconds },
  POS_SYNC_MAX_DEACTIVATE_PERCENT: { group: 'pos', read: (c) => c.pos.maxDeactivatePercent },
  POS_PROMO_FILE: { group: 'pos', read: (c) => c.pos.promoFile },
  POS_PROMO_RATE_SCALE: { group: 'pos', read: (c) => c.pos.promoRateScale },
  POS_PROMO_FROM_POS: { group: 'pos', read: (c) => c.pos.promoFromPos },
  POS_PROMO_CLUBS: {
    group: 'pos',
    read: (c) =>
      Object.entries(c.pos.promoClubs)
        .map(([code, type]) => `${code}=${type}`)
        .join(','),
  },
  POS_WEIGHED_MINIMUM_KG: { group: 'pos', read: (c) => c.pos.weighed.minimum },
  POS_WEIGHED_STEP_KG: { group: 'pos', read: (c) => c.pos.weighed.step },
  DELIVERY_HOLD_MINUTES: { group: 'delivery', read: (c) => c.deliveryHoldMinutes },
  GEOCODER_URL: { group: 'delivery', read: (c) => c.geocoding.url },
  GEOCODER_TIMEOUT_MS: { group: 'delivery', read: (c) => c.geocoding.timeoutMs },
  GEOCODER_MIN_INTERVAL_MS: { group: 'delivery', read: (c) => c.geocoding.minIntervalMs },
  GEOCODER_USER_AGENT: { group: 'delivery', read: (c) => c.geocoding.userAgent },
  MAP_TILE_URL: { group: 'delivery', read: (c) => c.map.tileUrl },
  MAP_ATTRIBUTION: { group: 'delivery', read: (c) => c.map.attribution },
  UPLOAD_MAX_BYTES: { group: 'uploads', read: (c) => c.uploads.maxBytes },
  UPLOAD_MAX_FILES: { group: 'uploads', read: (c) => c.uploads.maxFiles },
  POS_PRICE_FILE_MAX_MB: { group: 'uploads', read: (c) => c.pos.priceFileMaxBytes / MiB },
  TASK_ATTACHMENT_MAX_MB: { group: 'uploads', read: (c) => c.tasks.attachmentMaxBytes / MiB },
  SESSION_TTL_DAYS: { group: 'security', read: (c) => c.sessionTtlDays },
  CONFIRM_TOKEN_TTL_HOURS: { group: 'security', read: (c) => c.confirmTokenTtlHours },
  RESET_TOKEN_TTL_MINUTES: { group: 'security', read: (c) => c.resetTokenTtlMinutes },
  TRUST_PROXY: { group: 'security', read: (c) => (c.trustProxy ? c.trustProxy.join(',') : false) },
  RATE_LIMITS_ENABLED: { group: 'security', read: (c) => c.rateLimitsEnabled },
  CORS_ORIGINS: { group: 'security', read: (c) => c.corsOrigins.join(',') },
};

export const settingsVariableNames = Object.keys(variables) as EnvironmentVariableName[];

const asText = (value: Value): string | null =>
  value === null || value === undefined ? null : String(value);

/** The env schema's default for a variable (undefined: none), parsed as loadConfig parses it. */
function schemaDefault(name: EnvironmentVariableName): Value {
  const schema = envSchema.shape[name as keyof typeof envSchema.shape];
  const parsed = schema?.safeParse(undefined);
  return parsed?.success ? (parsed.data as Value) : undefined;
}

/** A server URL without its user name and password, which never leave the server. */
function withoutCredentials(url: string): { url: string; password: string | null } {
  try {
    const parsed = new URL(url);
    const password = parsed.password ? decodeURIComponent(parsed.password) : null;
    parsed.username = '';
    parsed.password = '';
    return { url: parsed.toString(), password };
  } catch {
    return { url: '', password: null };
  }
}

function setting(name: EnvironmentVariableName, variable: Variable, config: Config): EnvironmentSetting {
  if (variable.usedIf && !variable.usedIf(config)) {
    // Whatever it says takes no effect, so there is nothing to show but that.
    return { name, value: null, secret: null, isDefault: true, defaultValue: null, note: 'notUsed' };
  }
  const note = variable.note?.(config) ?? null;
  const defaultText = asText(variable.defaultOf ? variable.defaultOf(config) : schemaDefault(name));
  const text = asText(variable.read(config));
  const isDefault = text === defaultText;
  const shown = { isDefault, defaultValue: isDefault ? null : defaultText, note };
  if (variable.secret === 'value') return { name, value: null, secret: maskSecret(text), ...shown };
  if (variable.secret === 'urlPassword') {
    const parts = text ? withoutCredentials(text) : null;
    return { name, value: parts?.url ?? null, secret: parts ? maskSecret(parts.password) : null, ...shown };
  }
  return { name, value: text, secret: null, ...shown };
}

/** What the environment sets, by group (decision 0056); read once, the configuration never changes. */
export function settingsService(config: Config) {
  const groups = new Map<SettingsGroup, EnvironmentSetting[]>();
  for (const name of settingsVariableNames) {
    const variable = variables[name];
    groups.set(variable.group, [...(groups.get(variable.group) ?? []), setting(name, variable, config)]);
  }
  const environment = [...groups].map(([group, settings]) => ({ group, settings }));
  return { read: (): Omit<SettingsAnswer, 'reject' | 'reason'> => ({ environment }) };
}
