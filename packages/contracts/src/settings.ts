import { z } from 'zod';
import { secretFingerprint } from './application-info';
import { ok } from './envelope';

/**
 * The Settings page (decision 0056): every environment variable the server reads, with its value as
 * it would be written, whether that is the default, and secrets only as set or not and a fingerprint
 * (as Application info shows them). Names are a closed list, so the web describes each in every language.
 */
export const settingsGroups = [
  'server',
  'database',
  'storage',
  'mail',
  'pos',
  'delivery',
  'uploads',
  'security',
] as const;
export type SettingsGroup = (typeof settingsGroups)[number];

export const environmentVariableNames = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'DATA_DIR',
  'LOG_LEVEL',
  'LOG_FORMAT',
  'JOBS_ENABLED',
  'SEED_DEMO_DATA',
  'CURRENCY_SYMBOL',
  'DATABASE_URL',
  'STORAGE_DRIVER',
  'STORAGE_DIR',
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_REGION',
  'STORAGE_S3_ENDPOINT',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
  'STORAGE_S3_FORCE_PATH_STYLE',
  'SMTP_URL',
  'POS_URL',
  'POS_PRICE_FILE',
  'POS_SECRET_KEY',
  'POS_DELTA_SCHEDULE',
  'POS_SYNC_LEASE_SECONDS',
  'POS_SYNC_MAX_DEACTIVATE_PERCENT',
  'POS_PROMO_FILE',
  'POS_PROMO_RATE_SCALE',
  'POS_PROMO_FROM_POS',
  'POS_PROMO_CLUBS',
  'POS_WEIGHED_MINIMUM_KG',
  'POS_WEIGHED_STEP_KG',
  'DELIVERY_HOLD_MINUTES',
  'GEOCODER_URL',
  'GEOCODER_TIMEOUT_MS',
  'GEOCODER_MIN_INTERVAL_MS',
  'GEOCODER_USER_AGENT',
  'MAP_TILE_URL',
  'MAP_ATTRIBUTION',
  'UPLOAD_MAX_BYTES',
  'UPLOAD_MAX_FILES',
  'POS_PRICE_FILE_MAX_MB',
  'TASK_ATTACHMENT_MAX_MB',
  'SESSION_TTL_DAYS',
  'CONFIRM_TOKEN_TTL_HOURS',
  'RESET_TOKEN_TTL_MINUTES',
  'TRUST_PROXY',
  'RATE_LIMITS_ENABLED',
  'CORS_ORIGINS',
] as const;
export type EnvironmentVariableName = (typeof environmentVariableNames)[number];

/**
 * What the web adds to a value: the in-process demo POS or a key file in the data folder stands in
 * for an unset variable; the variable is not read by this configuration (S3 settings with a local folder).
 */
export const environmentSettingNotes = ['demoPos', 'keyFile', 'notUsed'] as const;
export type EnvironmentSettingNote = (typeof environmentSettingNotes)[number];

export const maskedSecret = z.object({ set: z.boolean(), fingerprint: secretFingerprint.nullable() });

export const environmentSetting = z.object({
  name: z.enum(environmentVariableNames),
  /** As the variable would be written; null when unset with nothing in its place. Never a secret. */
  value: z.string().nullable(),
  /** A secret, or a server URL's password: only whether it is set and its fingerprint. */
  secret: maskedSecret.nullable(),
  /** The value is the one the server takes when the variable is not set (true when not used). */
  isDefault: z.boolean(),
  /** The default's value, when the value is not the default (null: unset by default). */
  defaultValue: z.string().nullable(),
  note: z.enum(environmentSettingNotes).nullable(),
});
export type EnvironmentSetting = z.infer<typeof environmentSetting>;

export const settingsResponse = ok({
  environment: z.array(z.object({ group: z.enum(settingsGroups), settings: z.array(environmentSetting) })),
});
export type SettingsAnswer = z.infer<typeof settingsResponse>;
