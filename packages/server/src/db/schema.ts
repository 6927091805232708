import { boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The reference server's schema (pg-core, so the embedded PGlite and a PostgreSQL server run
 * the same migrations). Later slices add their tables here.
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
    account: text('account').notNull(),
    /** Null for the house account, which only exists to invite the first users. */
    passwordHash: text('password_hash'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: text('invited_by'),
    isHouse: boolean('is_house').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_account_idx').on(t.account), uniqueIndex('accounts_invite_code_idx').on(t.inviteCode)],
);

export const adminKeys = pgTable('admin_keys', {
  id: text('id').primaryKey(),
  operator: text('operator').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
