import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  add,
  BALANCE_MAX,
  compare,
  gt,
  isPositive,
  isZero,
  roundMoney,
  sub,
  type Currency,
  type LedgerType,
} from '@broker/domain';
import type { LedgerEntry } from '@broker/contract';
import type { Db, Tx } from '../db/open.ts';
import { ledgerEntries, wallets } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { toApiTime } from '../lib/time.ts';

/**
 * The one owner of balance changes (double-entry ledger, api.md §3). Every change of a wallet's
 * balance or frozen amount goes through `post`, inside the caller's transaction: it locks the
 * wallet row (`SELECT … FOR UPDATE`), checks the invariants (balance ≥ 0, frozen ≥ 0,
 * available = balance − frozen ≥ 0), updates the wallet and writes the entry with the balances
 * after it. The database CHECKs repeat the invariants, so a bug cannot commit a negative wallet.
 *
 * "Double entry": the counter-account of every entry is the record it points to (refId: the
 * deposit, withdrawal, exchange, position, subscription, check-in or adjustment); for one wallet,
 * Σ amount = balance and Σ frozenChange = frozen at every commit, which `verifyLedger`
 * (ledgerChecks.ts) proves, with the record checks each slice adds.
 *
 * A core service: every slice posts through it, none owns it.
 */

export type { Tx };

export interface Posting {
  accountId: string;
  currency: Currency;
  /** Signed change of the balance. */
  amount: string;
  /** Signed change of the frozen amount (default 0). */
  frozenChange?: string;
  type: LedgerType;
  refId?: string | null;
  remark?: string | null;
  at: Date;
}

export type LedgerRow = typeof ledgerEntries.$inferSelect;

/**
 * Applies one change to a wallet and records it. Throws `balance.insufficient` when the
 * available amount would have to drop by more than the balance, `balance.availableInsufficient`
 * when by more than the available amount (api.md §1.7 group F); throws a plain Error for a change
 * that would break frozen ≥ 0 or balance ≥ 0 otherwise (a server bug, never a user's input).
 */
export async function post(tx: Tx, posting: Posting): Promise<LedgerRow> {
  const [entry] = await postAll(tx, [posting]);
  return entry!;
}

/**
 * The lock order as a rule (issue #31, item 10): in a transaction, a wallet is locked before any
 * row is claimed (`claimRow` takes both in that order; `guardedUpdate` and `claimInsert` note
 * theirs here). A wallet locked after a claim is a bug of the caller: a change of the same
 * account that took the wallet first could wait for that row while this one waits for the wallet.
 * Under test (and with LOCK_ORDER=strict) it throws, so the suites of every slice prove the
 * order; in production it is logged once per place and the change goes on, since PostgreSQL
 * breaks a real deadlock itself and a refusal would hurt the user more than the wait.
 */
const walletLocked = new WeakSet<Tx>();
const claimedFirst = new WeakMap<Tx, string>();
const strictLockOrder = process.env.VITEST !== undefined || process.env.LOCK_ORDER === 'strict';
const reported = new Set<string>();

export class LockOrderError extends Error {
  constructor(claimed: string) {
    super(`lock order: ${claimed} was claimed before the wallet; lock the wallet first (timed/claims.ts)`);
  }
}

/** Notes that the transaction claimed a row of `what` (a table's name): before a wallet, it is checked. */
export function noteClaim(tx: Tx, what: string): void {
  if (!walletLocked.has(tx) && !claimedFirst.has(tx)) claimedFirst.set(tx, what);
}

function checkLockOrder(tx: Tx): void {
  const claimed = claimedFirst.get(tx);
  if (claimed === undefined) return;
  if (strictLockOrder) throw new LockOrderError(claimed);
  if (!reported.has(claimed)) {
    reported.add(claimed);
    console.warn(new LockOrderError(claimed).message);
  }
}

/**
 * The wallet row locked for this transaction, made first if the account has none in the currency
 * yet. Every change of an account's records that moves money takes this lock before it locks the
 * record (trading's `claimRow`), as `post` does: one order of locks everywhere, so that two of them
 * never wait for each other.
 */
export async function lockWallet(tx: Tx, accountId: string, currency: Currency) {
  checkLockOrder(tx);
  walletLocked.add(tx);
  const select = () =>
    tx
      .select({ balance: wallets.balance, frozen: wallets.frozen })
      .from(wallets)
      .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, currency)))
      .for('update');
  const [wallet] = await select();
  if (wallet) return wallet;
  await tx.insert(wallets).values({ accountId, currency }).onConflictDoNothing();
  const [made] = await select();
  if (!made) throw new Error('ledger: wallet row vanished');
  return made;
}

/**
 * Several changes of one wallet (an order's margin and fee, a close's lines) in their order, each
 * checked as `post` checks it against the balances the ones before it left: one lock of the
 * wallet, one update and one insert of every entry, instead of four queries per entry.
 */
export async function postAll(tx: Tx, postings: readonly Posting[]): Promise<LedgerRow[]> {
  const first = postings[0];
  if (!first) return [];
  if (postings.some((p) => p.accountId !== first.accountId || p.currency !== first.currency)) {
    throw new Error('ledger: postAll takes the changes of one wallet');
  }
  const wallet = await lockWallet(tx, first.accountId, first.currency);
  let { balance, frozen } = wallet;
  const values = postings.map((posting) => {
    const amount = posting.amount;
    const frozenChange = posting.frozenChange ?? '0';
    if (isZero(amount) && isZero(frozenChange)) throw new Error('ledger: an entry must change something');
    const available = sub(balance, frozen);
    // How much of the available amount this entry uses (a debit or a freeze).
    const uses = sub(frozenChange, amount);
    if (isPositive(uses)) {
      if (gt(uses, balance)) throw new ApiError('error.balance.insufficient');
      if (gt(uses, available)) throw new ApiError('error.balance.availableInsufficient');
    }
    balance = add(balance, amount);
    frozen = add(frozen, frozenChange);
    if (gt(balance, BALANCE_MAX)) {
      throw new ApiError('error.amount.aboveMaximum', { max: BALANCE_MAX, currency: posting.currency });
    }
    const availableAfter = sub(balance, frozen);
    if (compare(balance, 0) < 0 || compare(frozen, 0) < 0 || compare(availableAfter, 0) < 0) {
      throw new Error(`ledger: ${posting.type} would break the wallet invariants`);
    }
    return {
      id: randomUUID(),
      accountId: posting.accountId,
      currency: posting.currency,
      type: posting.type,
      amount,
      frozenChange,
      balanceAfter: balance,
      availableAfter,
      refId: posting.refId ?? null,
      remark: posting.remark ?? null,
      createdAt: posting.at,
    };
  });
  await tx
    .update(wallets)
    .set({ balance, frozen })
    .where(and(eq(wallets.accountId, first.accountId), eq(wallets.currency, first.currency)));
  const written = await tx.insert(ledgerEntries).values(values).returning();
  const byId = new Map(written.map((row) => [row.id, row]));
  return values.map((value) => {
    const entry = byId.get(value.id);
    if (!entry) throw new Error('ledger: entry not written');
    return entry;
  });
}

/** Freezes `amount` (a withdrawal request, a pending order …): balance unchanged, frozen + amount. */
export const freeze = (tx: Tx, p: Omit<Posting, 'amount' | 'frozenChange' | 'type'> & { amount: string }) =>
  post(tx, { ...p, amount: '0', frozenChange: p.amount, type: 'freeze' });

/** balance and frozen of one wallet (zero when it has none yet). */
export async function walletFunds(db: Db, accountId: string, currency: Currency) {
  const [row] = await db
    .select({ balance: wallets.balance, frozen: wallets.frozen })
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, currency)));
  const balance = row?.balance ?? '0';
  const frozen = row?.frozen ?? '0';
  return { balance, frozen, available: sub(balance, frozen) };
}

/** The LedgerEntry object (api.md §2), amounts at the currency's scale. */
export function ledgerEntryView(row: LedgerRow): LedgerEntry {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    type: row.type,
    currency,
    amount: roundMoney(row.amount, currency),
    frozenChange: roundMoney(row.frozenChange, currency),
    balanceAfter: roundMoney(row.balanceAfter, currency),
    availableAfter: roundMoney(row.availableAfter, currency),
    refId: row.refId,
    remark: row.remark,
    createdAt: toApiTime(row.createdAt),
  };
}
