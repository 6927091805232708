import { and, asc, count, eq } from 'drizzle-orm';
import {
  dateOfDay,
  intradayBuyingPower,
  intradayRejectReasons,
  localDay,
  negate,
  nextSessionDay,
  isSessionDay,
  isTradingTime,
  type Currency,
  type IntradayRejectReason,
} from '@broker/domain';
import type { IntradayReview } from '@broker/contract';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/open.ts';
import { randomInviteCode } from '../../lib/secrets.ts';
import { accounts } from '../../db/coreSchema.ts';
import { post } from '../../core/ledger.ts';
import { notify } from '../../core/notices.ts';
import type { ReviewDecideBody, ReviewListBody, ReviewSource } from '../../core/reviews.ts';
import { ApiError } from '../../http/envelope.ts';
import { paginate } from '../../http/paginate.ts';
import type { RouteDeps } from '../../http/routes.ts';
import { guardedUpdate, Stale } from '../../timed/claims.ts';
import { tradingCalendar } from '../trading/index.ts';
import { recordView, type IntradayRow } from './records.ts';
import { intradayRecords } from './schema.ts';

const review = (row: IntradayRow, account: string): IntradayReview => ({
  ...recordView(row),
  accountId: row.accountId,
  account,
});

/** The session an application approved at `now` trades: today's while it is open, else the next one. */
export function sessionFor(nowMs: number): string {
  const calendar = tradingCalendar('nl');
  const today = localDay(nowMs, calendar.window.timeZone);
  const day = isSessionDay(today, calendar) && isTradingTime(nowMs, calendar) ? today : nextSessionDay(today, calendar);
  return dateOfDay(day);
}

const isRejectReason = (value: string | null): value is IntradayRejectReason =>
  value !== null && (intradayRejectReasons as readonly string[]).includes(value);

/**
 * The intraday review source (core/reviews.ts, entity `intraday`): pending applications oldest
 * first; approval debits the frozen amount (`intradayApply`) and opens the account for its
 * session; a rejection names one of the domain's reason codes as its remark (shown to the user)
 * and releases the amount. Each decision is guarded by the record's status, so a repeated or
 * concurrent one answers `order.notInReview`.
 */
export function intradayReviewSource(deps: Pick<RouteDeps, 'db' | 'accountLock'>): ReviewSource {
  const { db, accountLock } = deps;

  function list(body: ReviewListBody) {
    const where = and(
      eq(intradayRecords.status, body.status ?? 'pending'),
      body.account ? eq(accounts.account, body.account) : undefined,
    );
    return paginate(
      body,
      {
        total: async () => {
          const [{ total } = { total: 0 }] = await db
            .select({ total: count() })
            .from(intradayRecords)
            .innerJoin(accounts, eq(accounts.id, intradayRecords.accountId))
            .where(where);
          return total;
        },
        rows: ({ limit, offset }) =>
          db
            .select({ record: intradayRecords, account: accounts.account })
            .from(intradayRecords)
            .innerJoin(accounts, eq(accounts.id, intradayRecords.accountId))
            .where(where)
            .orderBy(asc(intradayRecords.seq))
            .limit(limit)
            .offset(offset),
      },
      (rows) => rows.map((row) => review(row.record, row.account)),
    );
  }

  async function decide(body: ReviewDecideBody, remark: string | null, now: Date): Promise<IntradayReview> {
    const approve = body.decision === 'approve';
    if (!approve && !isRejectReason(remark)) {
      throw new ApiError('error.validation.invalid', {
        field: 'remark',
        rule: 'enum',
        values: [...intradayRejectReasons],
      });
    }
    const found = await findWithAccount(db, body.id);
    if (!found) throw new ApiError('error.order.notFound');
    const row = await accountLock.run(found.record.accountId, () =>
      decided(
        db.transaction(async (tx) => {
          const current = found.record;
          if (current.status !== 'pending') return undefined;
          const currency = current.currency as Currency;
          // The wallet first (timed/claims.ts): the frozen amount leaves, or is released.
          await post(tx, {
            accountId: current.accountId,
            currency,
            amount: approve ? negate(current.amount) : '0',
            frozenChange: negate(current.amount),
            type: approve ? 'intradayApply' : 'unfreeze',
            refId: current.id,
            remark: current.orderNo,
            at: now,
          });
          const day = approve ? sessionFor(now.getTime()) : null;
          const subAccountId = approve ? await openIntradayAccount(tx, current, found.account, now) : null;
          const updated = await guardedUpdate(
            tx,
            intradayRecords,
            and(eq(intradayRecords.id, current.id), eq(intradayRecords.status, 'pending')),
            {
              status: approve ? 'approved' : 'rejected',
              rejectReason: approve ? null : remark,
              day,
              subAccountId,
              decidedAt: now,
            },
          );
          const told = { recordId: updated.id, orderNo: updated.orderNo, amount: recordView(updated).amount, currency };
          if (approve) {
            const buyingPower = intradayBuyingPower(updated.amount, updated.multiplier, currency);
            await notify(tx, updated.accountId, 'intradayApproved', { ...told, buyingPower, day: day! }, now);
          } else {
            await notify(tx, updated.accountId, 'intradayRejected', { ...told, reason: remark! }, now);
          }
          return updated;
        }),
      ),
    );
    if (!row) throw new ApiError('error.order.notInReview');
    return review(row, found.account);
  }

  return { entity: 'intraday', list, decide };
}

/**
 * The intraday account an approval opens: a sub-account of the user (core accounts.ownerId) that
 * cannot log in and is never found by its name, credited with the amount (`intradayApply`, the
 * pair of the owner's debit), so that its positions and money stay apart from the user's.
 */
async function openIntradayAccount(tx: Tx, record: IntradayRow, ownerName: string, now: Date): Promise<string> {
  const id = randomUUID();
  await tx.insert(accounts).values({
    id,
    account: `${ownerName}~${record.orderNo}`,
    passwordHash: null,
    inviteCode: randomInviteCode(),
    ownerId: record.accountId,
  });
  await post(tx, {
    accountId: id,
    currency: record.currency as Currency,
    amount: record.amount,
    type: 'intradayApply',
    refId: record.id,
    remark: record.orderNo,
    at: now,
  });
  return id;
}

/** A decision another one made first (read before the account's lock): none made here. */
async function decided<T>(work: Promise<T>): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Stale) return undefined;
    throw error;
  }
}

async function findWithAccount(db: Db, id: string) {
  const [found] = await db
    .select({ record: intradayRecords, account: accounts.account })
    .from(intradayRecords)
    .innerJoin(accounts, eq(accounts.id, intradayRecords.accountId))
    .where(eq(intradayRecords.id, id));
  return found;
}
