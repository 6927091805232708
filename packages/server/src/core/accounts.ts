import { and, eq, isNull } from 'drizzle-orm';
import { isCurrency, serverDefaults, type Currency, type RealNameStatus } from '@broker/domain';
import type { Db } from '../db/open.ts';
import { accounts, configTable, realNames } from '../db/schema.ts';

/**
 * Accounts as every slice reads them: by id (the session's), by name (an operator's call) and
 * the state of their identity check. The account's money is the ledger's (ledger.ts); its lock
 * for a money-moving call is http/accountLock.ts, and a wallet's row lock `lockWallet`.
 */
export type AccountRow = typeof accounts.$inferSelect;

export async function loadAccount(db: Db, accountId: string): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} vanished`);
  return row;
}

/**
 * The account whose rules apply to an account's actions: its owner for a sub-account (an intraday
 * account trades under its user's restrictions), else itself.
 */
export async function actingAccount(db: Db, accountId: string): Promise<AccountRow> {
  const account = await loadAccount(db, accountId);
  return account.ownerId ? loadAccount(db, account.ownerId) : account;
}

/** Whether `accountId` is the user's own account or one of the user's sub-accounts. */
export async function isAccountOf(db: Db, userId: string, accountId: string): Promise<boolean> {
  if (accountId === userId) return true;
  const [row] = await db.select({ ownerId: accounts.ownerId }).from(accounts).where(eq(accounts.id, accountId));
  return row?.ownerId === userId;
}

/** A user's account by its name (never the house account, never a sub-account), for operators' calls. */
export async function findAccountByName(db: Db, account: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.account, account), eq(accounts.isHouse, false), isNull(accounts.ownerId)));
  return row;
}

export async function realNameStatusOf(db: Db, accountId: string): Promise<RealNameStatus> {
  const [row] = await db.select({ status: realNames.status }).from(realNames).where(eq(realNames.accountId, accountId));
  return (row?.status as RealNameStatus | undefined) ?? 'none';
}

/** The accounts' base currency (the brand's, config `baseCurrency`): the one every total is shown in. */
export async function baseCurrencyOf(db: Db): Promise<Currency> {
  const [row] = await db.select().from(configTable).where(eq(configTable.name, 'baseCurrency'));
  return isCurrency(row?.value) ? row.value : (serverDefaults.baseCurrency as Currency);
}
