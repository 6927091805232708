import type { FastifyInstance } from 'fastify';
import type { HoldingsRegistry } from '../../core/holdings.ts';
import type { LedgerChecks } from '../../core/ledgerChecks.ts';
import type { ReviewRegistry } from '../../core/reviews.ts';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import { borrowLoan, previewLoan } from './borrow.ts';
import { loanSource } from './catchUp.ts';
import { loanHoldings } from './holdings.ts';
import { loanLedgerChecks } from './ledgerChecks.ts';
import { listLoans, loanInfo, showLoan } from './records.ts';
import { repayLoan } from './repay.ts';
import { loanReviewSource } from './review.ts';

export interface LoanRouteOptions {
  /** Where the slice's time-driven work goes (the days' interest, the due-date notices). */
  timed: TimedRegistry;
  /** Where operators decide loans (entity `loan`). */
  reviews: ReviewRegistry;
  /** Where what the loans owe joins the account's figures (borrowed). */
  holdings: HoldingsRegistry;
  /** Where the slice's record checks go (loans and repayments against their entries). */
  ledger: LedgerChecks;
}

/**
 * The credit-loan slice (api.md §4.10, products.md §5, issue #29): the quota and terms, the sheet
 * before borrowing, a borrow (pending until an operator decides through the review registry),
 * repayments, the account's loans; the days' interest and the due-date notices as a timed source.
 */
export function registerLoanRoutes(app: FastifyInstance, deps: RouteDeps, options: LoanRouteOptions): void {
  options.timed.add(loanSource());
  options.reviews.add(loanReviewSource(deps));
  options.holdings.add(loanHoldings(deps.db));
  options.ledger.add(...loanLedgerChecks);
  defineRoute(app, deps, 'loan/info', async (_body, { session, now }) => loanInfo(deps.db, session.accountId, now));
  defineRoute(app, deps, 'loan/preview', async (body, { session }) => previewLoan(deps.db, session.accountId, body));
  defineRoute(app, deps, 'loan/borrow', async (body, { session, now }) =>
    borrowLoan(deps, session.accountId, body, now),
  );
  defineRoute(app, deps, 'loan/repay', async (body, { session, now }) => repayLoan(deps, session.accountId, body, now));
  defineRoute(app, deps, 'loan/records', async (body, { session, now }) =>
    listLoans(deps.db, session.accountId, body, now),
  );
  defineRoute(app, deps, 'loan/detail', async ({ id }, { session, now }) =>
    showLoan(deps.db, session.accountId, id, now),
  );
}
