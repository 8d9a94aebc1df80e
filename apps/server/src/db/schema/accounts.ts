import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userTypes } from './catalogue';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id of the SHA-256 digest the client sends; never the digest itself. */
    passwordHash: text('password_hash').notNull(),
    preferredLanguageCode: text('preferred_language_code').notNull().default('en'),
    emailVerifiedAt: at('email_verified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    modifiedAt: at('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // The users admin's sort keys, each with the id that breaks ties (a page of 50 reads 50 rows).
    index('users_created_at_idx').on(t.createdAt, t.userId),
    index('users_display_name_idx').on(t.displayName, t.userId),
    index('users_email_idx').on(t.email, t.userId),
    check('users_language_check', sql`${t.preferredLanguageCode} in ('en', 'he', 'th')`),
  ],
);

/** Server-side sessions; the cookie holds a random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    sessionIdHash: text('session_id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** 'browser': the cookie's; 'app': a bearer token an app signed in for (decision 0073). */
    kind: text('kind').notNull().default('browser'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    check('sessions_kind_check', sql`${t.kind} in ('browser', 'app')`),
  ],
);

/**
 * What the account lists of an app token: its public number, the device that signed in, its last
 * use. A table of its own: the sessions table's triggers announce every change to it (0013), and a
 * last use is no change to who the user is.
 */
export const appTokens = pgTable('app_tokens', {
  tokenId: integer('token_id').primaryKey().generatedAlwaysAsIdentity(),
  sessionIdHash: text('session_id_hash')
    .notNull()
    .unique('app_tokens_session_unique')
    .references(() => sessions.sessionIdHash, { onDelete: 'cascade' }),
  deviceName: text('device_name').notNull(),
  lastUsedAt: at('last_used_at').notNull().defaultNow(),
});

/** Single-use, expiring tokens for email confirmation and password reset, stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Set instead of used_at when a newer token of the same purpose voided this one. */
    replacedAt: at('replaced_at'),
  },
  (t) => [
    index('user_tokens_user_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_check', sql`${t.purpose} in ('confirm_email', 'reset_password')`),
  ],
);

export const permissions = pgTable('permissions', {
  permissionId: text('permission_id').primaryKey(),
  permissionName: text('permission_name').notNull(),
});

export const permissionGroups = pgTable('permission_groups', {
  permissionGroupId: serial('permission_group_id').primaryKey(),
  permissionGroupName: text('permission_group_name').notNull().unique(),
});

export const permissionGroupPermissions = pgTable(
  'permission_group_permissions',
  {
    permissionGroupId: integer('permission_group_id')
      .notNull()
      .references(() => permissionGroups.permissionGroupId, { onDelete: 'cascade' }),
    permissionId: text('permission_id')
      .notNull()
      .references(() => permissions.permissionId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.permissionGroupId, t.permissionId] })],
);

export const userPermissionGroups = pgTable(
  'user_permission_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    permissionGroupId: integer('permission_group_id')
      .notNull()
      .references(() => permissionGroups.permissionGroupId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permissionGroupId] })],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    permissionId: text('permission_id')
      .notNull()
      .references(() => permissions.permissionId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permissionId] })],
);

/** Customer types a user holds: they open hidden categories and special prices. */
export const userUserTypes = pgTable(
  'user_user_types',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    userTypeId: integer('user_type_id')
      .notNull()
      .references(() => userTypes.userTypeId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.userTypeId] }),
    index('user_user_types_type_idx').on(t.userTypeId),
  ],
);

/** Fixed-window counters shared by every server instance. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: at('window_started_at').notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Browsers that signed in to an account before (the `device` cookie holds a random id, the table
 * its SHA-256). Their sign-ins skip the per-address and per-email limits (decision 0021).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    deviceIdHash: text('device_id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('trusted_devices_user_idx').on(t.userId),
    index('trusted_devices_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The demo accounts made once on a new database, with the hash of their first password: the
 * account still has it while users.password_hash equals it. A deleted account keeps its row (user
 * null), so it is never made again.
 */
export const demoAccountRecords = pgTable('demo_accounts', {
  email: text('email').primaryKey(),
  userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
  firstPasswordHash: text('first_password_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
