import { numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns.ts';
import { accounts } from '../../db/coreSchema.ts';

/** The user slice's tables (the accounts themselves are core: every slice refers to them). */

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
