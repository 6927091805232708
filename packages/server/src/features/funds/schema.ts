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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTypes } from '@broker/domain';
import { at, money } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/**
 * The funds slice's tables: wallets and their ledger, cards and wallet addresses, deposit
 * channels, deposits, withdrawals, exchange rates and exchanges, operator adjustments.
 */

/**
 * Money per account and currency: balance = available + frozen. Changed only by
 * core/ledger.ts `post`, which writes a ledger entry in the same transaction; the
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
  /** The name per language (`LocalizedNames`); `name` where a language has none. */
  names: jsonb('names').notNull().default({}),
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
