import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  checkAmount,
  currencyScale,
  decimalScale,
  DECIMAL_PATTERN,
  isZero,
  negate,
  roundMoney,
  type Currency,
} from '@broker/domain';
import type { DepositReview, LedgerEntry, WithdrawalReview } from '@broker/contract';
import type { Db } from '../../db/open.ts';
import {
  accounts,
  adjustments,
  bankCards,
  deposits,
  ledgerEntries,
  walletAddresses,
  withdrawals,
} from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import { throwIssues, type AdminRouteBody, type RouteDeps } from '../../http/routes.ts';
import type { CardCipher } from '../../lib/cardCipher.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import type { ReviewDecideBody, ReviewListBody, ReviewSource } from '../../core/reviews.ts';
import { findAccountByName } from '../../core/accounts.ts';
import { ledgerEntryView, lockWallet, post } from '../../core/ledger.ts';
import { notify } from '../../core/notices.ts';
import { fundsSettings } from './settings.ts';
import { depositView, payoutOf, withdrawalView, type DepositRow, type WithdrawalRow } from './views.ts';

/**
 * The operator side of the funds slice (api.md §6): the review sources of deposits and
 * withdrawals, and account/adjustBalance. Decisions are guarded by the pending status inside
 * the transaction that moves the money, so a repeated or concurrent decision gets
 * `order.notInReview` and never moves money twice.
 */
export function fundsReviews(deps: RouteDeps, options: { signer: UrlSigner; cardCipher: CardCipher }): ReviewSource[] {
  const { db, accountLock } = deps;
  const { signer, cardCipher } = options;
  const wait = fundsSettings.operatorLockWaitMs;

  const depositReview = (row: DepositRow, account: string, now: Date): DepositReview => ({
    ...depositView(row, signer, now),
    accountId: row.accountId,
    account,
  });

  async function withdrawalReviews(rows: { record: WithdrawalRow; account: string }[]): Promise<WithdrawalReview[]> {
    const cardIds = rows.flatMap((row) => (row.record.cardId ? [row.record.cardId] : []));
    const walletIds = rows.flatMap((row) => (row.record.walletId ? [row.record.walletId] : []));
    const cards = cardIds.length ? await db.select().from(bankCards).where(inArray(bankCards.id, cardIds)) : [];
    const addresses = walletIds.length
      ? await db.select().from(walletAddresses).where(inArray(walletAddresses.id, walletIds))
      : [];
    return rows.map(({ record, account }) => ({
      ...withdrawalView(record),
      accountId: record.accountId,
      account,
      payout: payoutOf(
        cards.find((card) => card.id === record.cardId),
        addresses.find((address) => address.id === record.walletId),
        cardCipher,
      ),
    }));
  }

  const byAccountName = (body: ReviewListBody) => (body.account ? eq(accounts.account, body.account) : undefined);

  function listDeposits(body: ReviewListBody, now: Date) {
    const where = and(eq(deposits.status, body.status ?? 'pending'), byAccountName(body));
    return paginate(
      body,
      {
        total: async () => {
          const [{ total } = { total: 0 }] = await db
            .select({ total: count() })
            .from(deposits)
            .innerJoin(accounts, eq(accounts.id, deposits.accountId))
            .where(where);
          return total;
        },
        rows: ({ limit, offset }) =>
          db
            .select({ record: deposits, account: accounts.account })
            .from(deposits)
            .innerJoin(accounts, eq(accounts.id, deposits.accountId))
            .where(where)
            .orderBy(asc(deposits.createdAt), asc(deposits.orderNo))
            .limit(limit)
            .offset(offset),
      },
      (rows) => rows.map((row) => depositReview(row.record, row.account, now)),
    );
  }

  function listWithdrawals(body: ReviewListBody) {
    const where = and(eq(withdrawals.status, body.status ?? 'pending'), byAccountName(body));
    return paginate(
      body,
      {
        total: async () => {
          const [{ total } = { total: 0 }] = await db
            .select({ total: count() })
            .from(withdrawals)
            .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
            .where(where);
          return total;
        },
        rows: ({ limit, offset }) =>
          db
            .select({ record: withdrawals, account: accounts.account })
            .from(withdrawals)
            .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
            .where(where)
            .orderBy(asc(withdrawals.createdAt), asc(withdrawals.orderNo))
            .limit(limit)
            .offset(offset),
      },
      withdrawalReviews,
    );
  }

  async function decideDeposit(body: ReviewDecideBody, remark: string | null, now: Date): Promise<DepositReview> {
    const [found] = await db
      .select({ record: deposits, account: accounts.account })
      .from(deposits)
      .innerJoin(accounts, eq(accounts.id, deposits.accountId))
      .where(eq(deposits.id, body.id));
    if (!found) throw new ApiError('error.order.notFound');
    const currency = found.record.currency as Currency;
    const credited = body.decision === 'approve' ? (body.creditedAmount ?? found.record.amount) : null;
    if (credited !== null && body.creditedAmount !== undefined) {
      const issue = checkAmount('creditedAmount', credited, { currency });
      throwIssues(issue ? [issue] : []);
    }
    const row = await accountLock.run(
      found.record.accountId,
      () =>
        db.transaction(async (tx) => {
          // The wallet first, then the record (timed/claims.ts): one order of locks everywhere.
          await lockWallet(tx, found.record.accountId, currency);
          const [updated] = await tx
            .update(deposits)
            .set({
              status: body.decision === 'approve' ? 'approved' : 'rejected',
              remark,
              reviewedAt: now,
              creditedAmount: credited,
            })
            .where(and(eq(deposits.id, body.id), eq(deposits.status, 'pending')))
            .returning();
          if (updated && credited !== null) {
            await post(tx, {
              accountId: updated.accountId,
              currency,
              amount: credited,
              type: 'deposit',
              refId: updated.id,
              remark: remark ?? updated.orderNo,
              at: now,
            });
            const amount = roundMoney(credited, currency);
            await notify(tx, updated.accountId, 'depositCredited', { orderNo: updated.orderNo, amount, currency }, now);
          } else if (updated) {
            await notify(
              tx,
              updated.accountId,
              'depositRejected',
              {
                orderNo: updated.orderNo,
                amount: roundMoney(updated.amount, currency),
                currency,
                reason: remark ?? '',
              },
              now,
            );
          }
          return updated;
        }),
      wait,
    );
    if (!row) throw new ApiError('error.order.notInReview');
    return depositReview(row, found.account, now);
  }

  async function decideWithdrawal(body: ReviewDecideBody, remark: string | null, now: Date): Promise<WithdrawalReview> {
    const [found] = await db
      .select({ record: withdrawals, account: accounts.account })
      .from(withdrawals)
      .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
      .where(eq(withdrawals.id, body.id));
    if (!found) throw new ApiError('error.order.notFound');
    const approve = body.decision === 'approve';
    const row = await accountLock.run(
      found.record.accountId,
      () =>
        db.transaction(async (tx) => {
          // The wallet first, then the record (timed/claims.ts): one order of locks everywhere.
          await lockWallet(tx, found.record.accountId, found.record.currency as Currency);
          const [updated] = await tx
            .update(withdrawals)
            .set({ status: approve ? 'approved' : 'rejected', remark, reviewedAt: now })
            .where(and(eq(withdrawals.id, body.id), eq(withdrawals.status, 'pending')))
            .returning();
          if (updated) {
            // Approve: the frozen amount leaves (balance and frozen both − amount). Reject: it is released.
            await post(tx, {
              accountId: updated.accountId,
              currency: updated.currency as Currency,
              amount: approve ? negate(updated.amount) : '0',
              frozenChange: negate(updated.amount),
              type: approve ? 'withdrawal' : 'unfreeze',
              refId: updated.id,
              remark: remark ?? updated.orderNo,
              at: now,
            });
            const currency = updated.currency as Currency;
            const told = { orderNo: updated.orderNo, amount: roundMoney(updated.amount, currency), currency };
            if (approve) await notify(tx, updated.accountId, 'withdrawalPaid', told, now);
            else await notify(tx, updated.accountId, 'withdrawalRejected', { ...told, reason: remark ?? '' }, now);
          }
          return updated;
        }),
      wait,
    );
    if (!row) throw new ApiError('error.order.notInReview');
    const [review] = await withdrawalReviews([{ record: row, account: found.account }]);
    if (!review) throw new Error('withdrawal review vanished');
    return review;
  }

  return [
    { entity: 'deposit', list: listDeposits, decide: decideDeposit },
    { entity: 'withdrawal', list: listWithdrawals, decide: decideWithdrawal },
  ];
}

/**
 * account/adjustBalance: an operator's credit or debit, once per (operator key, request id);
 * under the account lock, waiting a little for a user's call to finish.
 */
export async function adjustBalance(
  deps: RouteDeps,
  operatorKey: string,
  body: AdminRouteBody<'account/adjustBalance'>,
  now: Date,
): Promise<LedgerEntry> {
  const { db, accountLock } = deps;
  const currency = body.currency;
  const amount = body.amount.trim();
  if (amount === '') throw new ApiError('error.validation.required', { field: 'amount' });
  if (!DECIMAL_PATTERN.test(amount))
    throw new ApiError('error.validation.invalid', { field: 'amount', rule: 'decimal' });
  const scale = currencyScale(currency);
  if (decimalScale(amount) > scale) {
    throw new ApiError('error.validation.invalid', { field: 'amount', rule: 'decimal', scale });
  }
  if (isZero(amount)) throw new ApiError('error.validation.invalid', { field: 'amount', rule: 'min' });
  const remark = body.remark.trim();
  if (!remark) throw new ApiError('error.validation.required', { field: 'remark' });
  const account = await findAccountByName(db, body.account);
  if (!account) throw new ApiError('error.account.notFound');
  const existing = await adjustmentEntry(db, operatorKey, body.requestId);
  if (existing) return existing;
  try {
    const entry = await accountLock.run(
      account.id,
      () =>
        db.transaction(async (tx) => {
          const id = randomUUID();
          await tx.insert(adjustments).values({
            id,
            accountId: account.id,
            operator: operatorKey,
            requestId: body.requestId,
            currency,
            amount,
            remark,
            createdAt: now,
          });
          return post(tx, {
            accountId: account.id,
            currency,
            amount,
            type: 'adjustment',
            refId: id,
            remark,
            at: now,
          });
        }),
      fundsSettings.operatorLockWaitMs,
    );
    return ledgerEntryView(entry);
  } catch (error) {
    // api.md §6: any debit below available 0 is `balance.insufficient`.
    if (error instanceof ApiError && error.key === 'error.balance.availableInsufficient') {
      throw new ApiError('error.balance.insufficient');
    }
    if (isUniqueViolation(error)) {
      const again = await adjustmentEntry(db, operatorKey, body.requestId);
      if (again) return again;
    }
    throw error;
  }
}

async function adjustmentEntry(db: Db, operatorKey: string, requestId: string): Promise<LedgerEntry | undefined> {
  const [row] = await db
    .select({ entry: ledgerEntries })
    .from(adjustments)
    .innerJoin(ledgerEntries, and(eq(ledgerEntries.refId, adjustments.id), eq(ledgerEntries.type, 'adjustment')))
    .where(and(eq(adjustments.operator, operatorKey), eq(adjustments.requestId, requestId)));
  return row ? ledgerEntryView(row.entry) : undefined;
}
