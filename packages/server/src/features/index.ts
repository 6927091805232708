import { BookRegistry } from '../core/books.ts';
import { LentShares } from '../core/lentShares.ts';
import type { FastifyInstance } from 'fastify';
import type { CleanUp } from '../core/cleanUp.ts';
import { HoldingsRegistry } from '../core/holdings.ts';
import { LedgerChecks } from '../core/ledgerChecks.ts';
import { ReviewRegistry } from '../core/reviews.ts';
import type { RouteDeps } from '../http/routes.ts';
import type { CardCipher } from '../lib/cardCipher.ts';
import type { UrlSigner } from '../lib/signedUrl.ts';
import { registerAdminRoutes } from './admin/index.ts';
import { registerCommonRoutes } from './common/index.ts';
import { exchangeRateList, registerFundsRoutes } from './funds/index.ts';
import { fxRateSource, Instruments, registerMarketRoutes, type MarketSimulation } from './market/index.ts';
import { registerNewShareRoutes } from './newShare/index.ts';
import { registerSupportRoutes } from './support/index.ts';
import { registerTradingRoutes, type TradingOptions } from './trading/index.ts';
import { registerUserRoutes } from './user/index.ts';
import { registerBlockTradeRoutes } from './blockTrade/index.ts';
import { registerIntradayRoutes } from './intraday/index.ts';
import { registerLoanRoutes } from './loan/index.ts';
import { registerLendingRoutes } from './lending/index.ts';
// npm run new:slice adds a slice's import above this line, and its registrar below.

/**
 * What the slices share (docs/slices.md "What a slice registers"): the core services every slice
 * may add to — its review source, its holdings, its record checks of the ledger, its time-driven
 * work (in RouteDeps, which the request pipeline also uses), the columns that keep uploads — and
 * what app.ts builds from its options for the slices that need it (secrets, folders, the market).
 * A slice picks what it needs into its own register options.
 */
export interface SliceServices {
  signer: UrlSigner;
  uploadsDir: string;
  cardCipher: CardCipher;
  market: MarketSimulation;
  /** The market's one list of instruments: the catalogue's, and those products create (new shares). */
  instruments: Instruments;
  reviews: ReviewRegistry;
  /** Where slices put what an account holds beyond its wallets' balances (trading: its positions). */
  holdings: HoldingsRegistry;
  /** Where slices put the checks of their records against the ledger (verifyLedger). */
  ledger: LedgerChecks;
  /** Where slices put the books an order may go to besides the user's own account (the intraday account). */
  books: BookRegistry;
  /** Where the lending slice says which loan had a position's shares out (a dividend then is a payment in lieu). */
  lentShares: LentShares;
  /** The core clean-up, where slices name the columns that keep upload paths. */
  cleanUp: CleanUp;
  /** The trading slice's per-deployment settings (sell locks, dividend pay delay). */
  trading?: Partial<TradingOptions>;
  /** The secret of the new-share draws' seeds (shared by every process); random per process when absent. */
  drawSecret?: Buffer;
  /** The quote stream's keep-alive period (ms); the market setting's when absent. */
  streamKeepAliveMs?: number;
}

export type SliceRegistrar = (app: FastifyInstance, deps: RouteDeps, services: SliceServices) => void;

/**
 * Every slice of the API, in registration order: each line calls the slice's one
 * `register<Slice>Routes(app, deps, options)` from its index.ts. A new slice adds its line here
 * (`npm run new:slice` does); app.ts does not change.
 */
export const sliceRegistrars: readonly SliceRegistrar[] = [
  (app, deps, { uploadsDir, signer }) => registerCommonRoutes(app, deps, { uploadsDir, signer }),
  (app, deps, { signer, reviews, holdings, cleanUp, market }) =>
    registerUserRoutes(app, deps, {
      signer,
      reviews,
      holdings,
      cleanUp,
      rates: (db, now) => exchangeRateList(db, now, fxRateSource(market)),
    }),
  (app, deps, { signer, cardCipher, reviews, ledger, cleanUp, market }) =>
    registerFundsRoutes(app, deps, { signer, cardCipher, reviews, ledger, cleanUp, liveRates: fxRateSource(market) }),
  (app, deps, { instruments, trading, streamKeepAliveMs }) =>
    registerMarketRoutes(app, deps, { instruments, sellLocks: trading?.sellLocks, streamKeepAliveMs }),
  (app, deps, { market, instruments, ledger, drawSecret }) =>
    registerNewShareRoutes(app, deps, { market, instruments, timed: deps.timed, ledger, drawSecret }),
  (app, deps, { signer, uploadsDir, cleanUp }) => registerSupportRoutes(app, deps, { signer, uploadsDir, cleanUp }),
  (app, deps, { market, instruments, reviews, holdings, ledger, trading, books, lentShares }) =>
    registerTradingRoutes(app, deps, {
      market,
      instruments,
      reviews,
      holdings,
      timed: deps.timed,
      ledger,
      trading,
      books,
      lentShares,
    }),
  (app, deps, { reviews, holdings }) => registerAdminRoutes(app, deps, { reviews, holdings }),
  (app, deps, { market, instruments, ledger }) =>
    registerBlockTradeRoutes(app, deps, { market, instruments, timed: deps.timed, ledger }),
  (app, deps, { reviews, books, holdings, instruments, ledger }) =>
    registerIntradayRoutes(app, deps, { timed: deps.timed, reviews, books, holdings, instruments, ledger }),
  (app, deps, { reviews, holdings, ledger }) =>
    registerLoanRoutes(app, deps, { timed: deps.timed, reviews, holdings, ledger }),
  (app, deps, { ledger, instruments, lentShares }) =>
    registerLendingRoutes(app, deps, { timed: deps.timed, ledger, instruments, lentShares }),
  // npm run new:slice adds a slice's registrar above this line.
];

/** Registers every slice with one of each core registry; returns the services as the slices got them. */
export function registerSlices(
  app: FastifyInstance,
  deps: RouteDeps,
  services: Omit<SliceServices, 'reviews' | 'holdings' | 'ledger' | 'instruments' | 'books' | 'lentShares'>,
): SliceServices {
  const all: SliceServices = {
    ...services,
    instruments: new Instruments(services.market),
    reviews: new ReviewRegistry(),
    holdings: new HoldingsRegistry(),
    ledger: new LedgerChecks(),
    books: new BookRegistry(),
    lentShares: new LentShares(),
  };
  for (const register of sliceRegistrars) register(app, deps, all);
  return all;
}
