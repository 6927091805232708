import type { FastifyInstance } from 'fastify';
import type { LedgerChecks } from '../../core/ledgerChecks.ts';
import type { LentShares } from '../../core/lentShares.ts';
import { defineAdminRoute, defineRoute, type RouteDeps } from '../../http/routes.ts';
import type { TimedRegistry } from '../../timed/registry.ts';
import type { Instruments } from '../market/index.ts';
import { lendingSource } from './catchUp.ts';
import { lendingLedgerChecks } from './ledgerChecks.ts';
import { optIn, optOut, switchLending } from './optIn.ts';
import { lendingHoldings, lentBy, listLendingLoans } from './records.ts';

export interface LendingRouteOptions {
  /** Where the slice's time-driven work goes (the nights' interest, the collateral, the ends). */
  timed: TimedRegistry;
  /** Where the slice's record checks go (the nights against their credits). */
  ledger: LedgerChecks;
  /** The market's one list of instruments: the holdings' names and prices. */
  instruments: Instruments;
  /** Where the slice says which loan had a position's shares out (trading's dividends: payments in lieu). */
  lentShares: LentShares;
}

/**
 * The stock-lending slice (products.md §5, issue #29): the holdings with what lending earns, the
 * opt-in per holding with its consent receipt, the opt-out at the next close, the account's loans
 * of shares; the nights' interest, the collateral's marks and the ends as a timed source; the
 * operator's switch (`channel.closed` while off).
 */
export function registerLendingRoutes(app: FastifyInstance, deps: RouteDeps, options: LendingRouteOptions): void {
  const services = { db: deps.db, instruments: options.instruments };
  options.timed.add(lendingSource(services));
  options.ledger.add(...lendingLedgerChecks);
  options.lentShares.add(lentBy);
  defineRoute(app, deps, 'lending/holdings', async (_body, { session, now }) =>
    lendingHoldings(services, session.accountId, now),
  );
  defineRoute(app, deps, 'lending/optIn', async (body, { session, now }) =>
    optIn(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'lending/optOut', async (body, { session, now }) =>
    optOut(deps, services, session.accountId, body, now),
  );
  defineRoute(app, deps, 'lending/records', async (body, { session, now }) =>
    listLendingLoans(services, session.accountId, body, now),
  );
  defineAdminRoute(app, deps, 'lending/switch', async ({ open }, { now }) => switchLending(services, open, now));
}
