import type { FastifyInstance } from 'fastify';
import type { BookRegistry } from '../../core/books.ts';
import type { HoldingsRegistry } from '../../core/holdings.ts';
import type { ReviewRegistry } from '../../core/reviews.ts';
import { intradayAccountView, intradayBook, intradayHoldings } from './book.ts';
import { intradayLedgerChecks } from './ledgerChecks.ts';
import type { LedgerChecks } from '../../core/ledgerChecks.ts';
import { defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import type { Instruments } from '../market/index.ts';
import { applyForIntraday, intradayInfo } from './apply.ts';
import { intradaySource } from './catchUp.ts';
import { listRecords, listTrades, meterHistory, showRecord } from './records.ts';
import { intradayReviewSource } from './review.ts';

export interface IntradayRouteOptions {
  /** Where the slice's time-driven work goes. */
  timed: TimedRegistry;
  /** Where operators decide applications (entity `intraday`). */
  reviews: ReviewRegistry;
  /** Where the ticket's `book: 'intraday'` is served. */
  books: BookRegistry;
  /** The positions' value of the intraday accounts (trading's holdings), for the loss limits. */
  holdings: HoldingsRegistry;
  /** The market's one list of instruments: the prices of the flatten and of a limit's breach. */
  instruments: Instruments;
  /** Where the slice's record checks go (applications, transfers and settlements against their entries). */
  ledger: LedgerChecks;
}

/**
 * The intraday slice (api.md §4.9, products.md §4): the terms and the latest application, an
 * application (the amount frozen), the account's applications; operators decide them through the
 * review registry.
 */
export function registerIntradayRoutes(app: FastifyInstance, deps: RouteDeps, options: IntradayRouteOptions): void {
  options.timed.add(intradaySource({ db: deps.db, instruments: options.instruments, holdings: options.holdings }));
  options.reviews.add(intradayReviewSource(deps));
  options.books.add(intradayBook(options.holdings));
  options.holdings.add(intradayHoldings(deps.db, options.holdings));
  options.ledger.add(...intradayLedgerChecks);
  defineRoute(app, deps, 'intraday/info', async (_body, { session }) => intradayInfo(deps.db, session.accountId));
  defineRoute(app, deps, 'intraday/apply', async (body, { session, now }) =>
    applyForIntraday(deps, session.accountId, body, now),
  );
  defineRoute(app, deps, 'intraday/account', async (_body, { session, now }) =>
    intradayAccountView(deps.db, options.holdings, session.accountId, now),
  );
  defineRoute(app, deps, 'intraday/records', async (body, { session }) =>
    listRecords(deps.db, session.accountId, body),
  );
  defineRoute(app, deps, 'intraday/trades', async (body, { session, now }) =>
    listTrades({ db: deps.db, instruments: options.instruments }, session.accountId, body, now),
  );
  defineRoute(app, deps, 'intraday/meter', async ({ id }, { session }) => meterHistory(deps.db, session.accountId, id));
  defineRoute(app, deps, 'intraday/detail', async ({ id }, { session }) => showRecord(deps.db, session.accountId, id));
}
