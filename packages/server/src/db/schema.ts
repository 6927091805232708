import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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
import { ledgerTypes } from '@broker/domain';

/**
 * The reference server's schema (pg-core, so the embedded PGlite and a PostgreSQL server run
 * the same migrations). Later slices add their tables here.
 */
export const configTable = pgTable('config', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
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
  },
  (t) => [uniqueIndex('accounts_account_idx').on(t.account), uniqueIndex('accounts_invite_code_idx').on(t.inviteCode)],
);

export const adminKeys = pgTable('admin_keys', {
  id: text('id').primaryKey(),
  operator: text('operator').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions: only the sha256 of the opaque token is stored; expiry slides with lastUsedAt. */
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
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

const money = (name: string) => numeric(name, { precision: 30, scale: 6, mode: 'string' });

/**
 * Money per account and currency: balance = available + frozen. Changed only by
 * features/funds/ledger.ts `post`, which writes a ledger entry in the same transaction; the
 * CHECKs keep balance, frozen and available (balance − frozen) at or above zero whatever the code does.
 */
export const wallets = pgTable(
  'wallets',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    currency: text('currency').notNull(),
    balance: money('balance').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.currency] }),
    check('wallets_balance_nonnegative', sql`${t.balance} >= 0`),
    check('wallets_frozen_nonnegative', sql`${t.frozen} >= 0`),
    check('wallets_available_nonnegative', sql`${t.balance} - ${t.frozen} >= 0`),
  ],
);

/**
 * The ledger (api.md §3 ledger types): one row per change of a wallet, written in the same
 * transaction as the change. amount = change of balance, frozenChange = change of frozen;
 * per wallet, the sums equal balance and frozen (admin `ledger/verify`). seq orders entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    currency: text('currency').notNull(),
    /** One of the domain's `ledgerTypes` (typed only: the column stays text, no migration). */
    type: text('type', { enum: ledgerTypes }).notNull(),
    amount: money('amount').notNull(),
    frozenChange: money('frozen_change').notNull(),
    balanceAfter: money('balance_after').notNull(),
    availableAfter: money('available_after').notNull(),
    /** The record behind the entry (deposit, withdrawal, exchange, check-in …). */
    refId: text('ref_id'),
    remark: text('remark'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('ledger_account_seq_idx').on(t.accountId, t.seq),
    index('ledger_ref_idx').on(t.refId),
    check('ledger_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
    check('ledger_available_after_nonnegative', sql`${t.availableAfter} >= 0`),
  ],
);

/** Bank cards: the number is stored encrypted (AES-256-GCM) with a keyed hash that makes it unique across accounts. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    holderName: text('holder_name').notNull(),
    cardNumberHash: text('card_number_hash').notNull(),
    cardNumberEncrypted: text('card_number_encrypted').notNull(),
    cardNumberMasked: text('card_number_masked').notNull(),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name'),
    bankCode: text('bank_code'),
    branchAddress: text('branch_address'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('bank_cards_number_idx').on(t.cardNumberHash), index('bank_cards_account_idx').on(t.accountId)],
);

/** Crypto payout addresses, unique per account, type, network and address. */
export const walletAddresses = pgTable(
  'wallet_addresses',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    walletType: text('wallet_type').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    qrImage: text('qr_image'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('wallet_addresses_unique_idx').on(t.accountId, t.walletType, t.network, t.address)],
);

/** Deposit channels (server data; operators edit them in the database). */
export const channels = pgTable('channels', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  currency: text('currency').notNull(),
  min: money('min').notNull(),
  max: money('max').notNull(),
  /** TimeWindow (api.md §2). */
  hours: jsonb('hours').notNull(),
  open: boolean('open').notNull().default(true),
  /** scrypt hash; null when the channel needs no password. */
  passwordHash: text('password_hash'),
  payee: jsonb('payee').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Deposits; the partial unique index allows one pending deposit per account. */
export const deposits = pgTable(
  'deposits',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The rid of the request: a repeat after a crash finds the record instead of making another. */
    requestId: text('request_id').notNull(),
    channelId: text('channel_id').notNull(),
    channelName: text('channel_name').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    creditedAmount: money('credited_amount'),
    proofImage: text('proof_image').notNull(),
    status: text('status').notNull(),
    remark: text('remark'),
    createdAt: at('created_at').notNull(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    uniqueIndex('deposits_request_idx').on(t.accountId, t.requestId),
    uniqueIndex('deposits_one_pending_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'pending'`),
    index('deposits_status_idx').on(t.status, t.createdAt),
  ],
);

/** Withdrawals: the amount is frozen (ledger `freeze`) in the transaction that creates the row. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    method: text('method').notNull(),
    cardId: text('card_id'),
    walletId: text('wallet_id'),
    destination: text('destination').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    netAmount: money('net_amount').notNull(),
    status: text('status').notNull(),
    remark: text('remark'),
    createdAt: at('created_at').notNull(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_request_idx').on(t.accountId, t.requestId),
    index('withdrawals_account_idx').on(t.accountId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
  ],
);

/** Exchange rates: units of each currency per 1 USD. */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  rate: numeric('rate', { precision: 30, scale: 10, mode: 'string' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: at('updated_at').notNull(),
});

/** Exchanges: both ledger legs (exchangeOut, exchangeIn) are written with the row. */
export const exchanges = pgTable(
  'exchanges',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    requestId: text('request_id').notNull(),
    from: text('from_currency').notNull(),
    to: text('to_currency').notNull(),
    amount: money('amount').notNull(),
    rate: numeric('rate', { precision: 30, scale: 10, mode: 'string' }).notNull(),
    fee: money('fee').notNull(),
    received: money('received').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('exchanges_request_idx').on(t.accountId, t.requestId),
    index('exchanges_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Operator balance adjustments (account/adjustBalance): the record the `adjustment` entry points to. */
export const adjustments = pgTable(
  'adjustments',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    operator: text('operator').notNull(),
    requestId: text('request_id').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    remark: text('remark').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('adjustments_request_idx').on(t.operator, t.requestId)],
);

/** One identity verification per account (resubmitted after a rejection). */
export const realNames = pgTable('real_names', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id),
  status: text('status').notNull(),
  name: text('name').notNull(),
  idNumber: text('id_number'),
  frontImage: text('front_image').notNull(),
  backImage: text('back_image').notNull(),
  address: text('address'),
  remark: text('remark'),
  submittedAt: at('submitted_at').notNull(),
  reviewedAt: at('reviewed_at'),
});

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

/** Daily check-ins; day is the calendar date in Europe/Amsterdam, unique per account. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    day: text('day').notNull(),
    reward: numeric('reward', { precision: 30, scale: 6 }).notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('check_ins_account_day_idx').on(t.accountId, t.day)],
);

/**
 * Watchlists: a set per account (the primary key makes adding twice a no-op). seq orders
 * additions made within the same instant, so "newest added first" is always defined.
 */
export const watchlist = pgTable(
  'watchlist',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    stockId: text('stock_id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    addedAt: at('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.stockId] }), index('watchlist_account_seq_idx').on(t.accountId, t.seq)],
);

/** News articles, one row per article id and language (Dutch is the fallback). */
export const news = pgTable(
  'news',
  {
    id: text('id').notNull(),
    lang: text('lang').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    cover: text('cover'),
    source: text('source'),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] }), index('news_category_published_idx').on(t.category, t.publishedAt)],
);
