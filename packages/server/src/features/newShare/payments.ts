import { and, eq } from 'drizzle-orm';
import {
  validateNewShareCancel,
  validateNewShareDecline,
  validateNewSharePay,
  type AccountRestriction,
  type NewShareRecordStatus,
} from '@broker/domain';
import type { NewShareRecord } from '@broker/contract';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { unlessChanged } from '../../timed/claims.ts';
import { loadAccount } from '../../core/accounts.ts';
import { findOffering } from './offerings.ts';
import { ownRecord, viewOf } from './records.ts';
import { newShareRecords } from './schema.ts';
import type { NewShareServices } from './services.ts';
import { settlePaid, settleWaived } from './settle.ts';
import { fundPasswordMatches } from '../user/index.ts';
import type { RecordRow } from './views.ts';

const byRequest = (services: NewShareServices, accountId: string, column: 'cancelRequestId' | 'payRequestId') => {
  return async (requestId: string): Promise<RecordRow | undefined> =>
    (
      await services.db
        .select()
        .from(newShareRecords)
        .where(and(eq(newShareRecords.accountId, accountId), eq(newShareRecords[column], requestId)))
    )[0];
};

/** The account's record (brought up to date by the route: its draw, auto-pay, waiver). */
function currentRecord(services: NewShareServices, accountId: string, recordId: string) {
  return ownRecord(services.db, accountId, recordId);
}

/**
 * newShare/pay (api.md §4.8): a won or placed allotment paid from the frozen amount with the fund
 * password, the rest released; the shares become a position locked until the listing.
 */
export function pay(
  deps: RouteDeps,
  services: NewShareServices,
  accountId: string,
  body: RouteBody<'newShare/pay'>,
  now: Date,
): Promise<NewShareRecord> {
  return idempotentWrite(deps, {
    accountId,
    find: () => byRequest(services, accountId, 'payRequestId')(body.requestId),
    validate: async () => {
      const row = await currentRecord(services, accountId, body.recordId);
      const account = await loadAccount(services.db, accountId);
      throwIssues(
        validateNewSharePay(
          body,
          { status: row.status as NewShareRecordStatus },
          {
            fundPasswordSet: account.fundPasswordHash !== null,
            fundPasswordMatches: await fundPasswordMatches(deps, account, body.fundPassword, now),
            restrictions: account.restrictions as AccountRestriction[],
          },
        ),
      );
      return row;
    },
    store: (tx, row) =>
      unlessChanged(settlePaid(tx, row, findOffering(services.sim.seed, row.offeringId)!, now, body.requestId)),
    view: (row) => viewOf(services, row),
  });
}

/** newShare/cancel: a subscription withdrawn before the close (waived, not counted as a waiver), its freeze released. */
export function cancel(
  deps: RouteDeps,
  services: NewShareServices,
  accountId: string,
  body: RouteBody<'newShare/cancel'>,
  now: Date,
): Promise<NewShareRecord> {
  const nowMs = now.getTime();
  return idempotentWrite(deps, {
    accountId,
    find: () => byRequest(services, accountId, 'cancelRequestId')(body.requestId),
    validate: async () => {
      const row = await currentRecord(services, accountId, body.recordId);
      const account = await loadAccount(services.db, accountId);
      const offering = findOffering(services.sim.seed, row.offeringId)!;
      throwIssues(
        validateNewShareCancel(
          { status: row.status as NewShareRecordStatus },
          {
            nowMs,
            subscribeEndMs: offering.subscribeEndMs,
            restrictions: account.restrictions as AccountRestriction[],
          },
        ),
      );
      return row;
    },
    store: (tx, row) => unlessChanged(settleWaived(tx, row, now, { requestId: body.requestId, as: 'withdrawn' })),
    view: (row) => viewOf(services, row),
  });
}

/**
 * newShare/decline: an allotment the user chooses not to pay — waived now and its freeze released,
 * a waiver toward the bar as an unpaid deadline is (the app shows the count before confirming).
 * Its request id is kept where a withdrawal keeps its own (one per record: a record ends once).
 */
export function decline(
  deps: RouteDeps,
  services: NewShareServices,
  accountId: string,
  body: RouteBody<'newShare/decline'>,
  now: Date,
): Promise<NewShareRecord> {
  return idempotentWrite(deps, {
    accountId,
    find: () => byRequest(services, accountId, 'cancelRequestId')(body.requestId),
    validate: async () => {
      const row = await currentRecord(services, accountId, body.recordId);
      throwIssues(validateNewShareDecline({ status: row.status as NewShareRecordStatus }));
      return row;
    },
    store: (tx, row) => unlessChanged(settleWaived(tx, row, now, { requestId: body.requestId, as: 'declined' })),
    view: (row) => viewOf(services, row),
  });
}
