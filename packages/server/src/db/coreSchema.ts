import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * The core tables: what every slice relies on (config, accounts and sessions, operator keys and
 * their audit, idempotent requests, uploads, articles and notices). Each slice keeps its own
 * tables in features/<slice>/schema.ts; db/schema.ts re-exports them all for drizzle-kit and
 * the typed database (pg-core, so PGlite and a PostgreSQL server run the same migrations).
 */
export const configTable = pgTable('config', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    /** The short number people see (the UID is the product's prefix plus it); given by the database, in order. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    account: text('account').notNull(),
    /** Null for the house account, which only exists to invite the first users. */
    passwordHash: text('password_hash'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: text('invited_by'),
    isHouse: boolean('is_house').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** scrypt hash of the 6-digit fund password; null until the user sets one. */
    fundPasswordHash: text('fund_password_hash'),
    language: text('language').notNull().default('nl'),
    creditScore: integer('credit_score').notNull().default(100),
    creditQuota: numeric('credit_quota', { precision: 30, scale: 6 }).notNull().default('0'),
    /** Operator-set flags (api.md §3 account restrictions). */
    restrictions: text('restrictions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSeat: boolean('is_seat').notNull().default(false),
    marginStatus: text('margin_status').notNull().default('notApplied'),
    /** Set when an operator approves the real-name verification. */
    realName: text('real_name'),
    avatar: text('avatar'),
    /**
     * The user a sub-account belongs to (an intraday account: its money and positions kept apart
     * from the user's, traded in the user's name); null for a user's own account. A sub-account
     * has no password and is never found by its name.
     */
    ownerId: text('owner_id'),
  },
  (t) => [
    uniqueIndex('accounts_account_idx').on(t.account),
    uniqueIndex('accounts_invite_code_idx').on(t.inviteCode),
    uniqueIndex('accounts_number_idx').on(t.number),
  ],
);

export const adminKeys = pgTable('admin_keys', {
  id: text('id').primaryKey(),
  operator: text('operator').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when ADMIN_KEY changed: a revoked key opens nothing (kept for the audit's sake). */
  revokedAt: at('revoked_at'),
});

/**
 * Sessions: only the sha256 of the opaque token is stored; expiry slides with lastUsedAt (7 idle
 * days) and ends 30 days after createdAt whatever the use. The device and address it was opened
 * from are shown in the user's list of sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    revokedAt: at('revoked_at'),
    /** The browser's User-Agent at login, cut to 200 characters. */
    userAgent: text('user_agent'),
    /** The client address at login. */
    address: text('address'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** Uploaded images; the file lives under the uploads dir at `path` (without the leading /uploads/). */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose').notNull(),
    path: text('path').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('uploads_account_idx').on(t.accountId)],
);

/**
 * Idempotent requests (api.md §1.5): (principal, path, requestId) → the stored answer for 24 h.
 * principal is `user:<accountId>` or `admin:<operator key id>`.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    principal: text('principal').notNull(),
    path: text('path').notNull(),
    requestId: text('request_id').notNull(),
    bodyHash: text('body_hash').notNull(),
    /** Null while the first request is still running. */
    response: jsonb('response'),
    createdAt: at('created_at').notNull(),
    /** The server process running it (db/open.ts `PROCESS_ID`): a mark of a process gone is taken over at once. */
    owner: text('owner'),
  },
  (t) => [
    primaryKey({ columns: [t.principal, t.path, t.requestId] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);

/** Every operator call (api.md §6): who, when, what, and the answer. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: text('id').primaryKey(),
    /** Null when the key was missing or wrong. */
    operator: text('operator'),
    at: at('at').notNull(),
    path: text('path').notNull(),
    body: jsonb('body'),
    httpStatus: integer('http_status').notNull(),
    result: jsonb('result').notNull(),
  },
  (t) => [index('admin_audit_at_idx').on(t.at)],
);

/** Server-authored articles, one row per key and language. */
export const articles = pgTable(
  'articles',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

/** Notices, one row per notice id and language; market null = every market. */
export const notices = pgTable(
  'notices',
  {
    id: text('id').notNull(),
    lang: text('lang').notNull(),
    market: text('market'),
    title: text('title').notNull(),
    summary: text('summary'),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] }), index('notices_created_idx').on(t.createdAt)],
);

/**
 * The "too frequent" rule (api.md §1.5), shared by every process: each key's (principal and
 * path) bucket of submissions, as it was at its last claim. Rows whose bucket is full again are
 * swept.
 */
export const requestMarks = pgTable('request_marks', {
  key: text('key').primaryKey(),
  at: at('at').notNull(),
  /** The submissions left at `at` (a bucket that refills with time; http/throttle.ts). */
  tokens: doublePrecision('tokens').notNull().default(0),
});

/**
 * Guessing brakes (domain attemptPolicies): failures of one subject (`<secret>:<subject>`, e.g.
 * `fundPassword:<account id>`, `loginPair:<account>|<address>`) in the current window, and until
 * when it must wait. Shared by every process; swept when the window and the wait are over.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStart: at('window_start').notNull(),
    blockedUntil: at('blocked_until'),
  },
  (t) => [index('attempt_counters_window_idx').on(t.windowStart)],
);

/** Fixed-window rate limits (per client address for the public calls that run scrypt, uploads per account). */
export const rateWindows = pgTable(
  'rate_windows',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_windows_start_idx').on(t.windowStart)],
);

/**
 * The account lock (http/accountLock.ts), shared by every process: one money-moving call per
 * account at a time. A lease: a holder that died (SIGKILL) loses it when `expires_at` passes
 * (the database's clock).
 */
export const accountLocks = pgTable('account_locks', {
  accountId: text('account_id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * Notices to one user (core/notices.ts `notify`): an event of their money or records, by kind and
 * parameters — the app words it in the user's language (locales `notices.kinds.<kind>`) and links
 * it to its screen. Listed in `user/notice` with the market notices.
 */
export const userNotices = pgTable(
  'user_notices',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('user_notices_account_idx').on(t.accountId, t.createdAt)],
);
