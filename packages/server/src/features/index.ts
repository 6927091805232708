import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../http/routes.ts';
import type { CardCipher } from '../lib/cardCipher.ts';
import type { UrlSigner } from '../lib/signedUrl.ts';
import { registerAdminRoutes } from './admin/routes.ts';
import { ReviewRegistry } from './admin/reviews.ts';
import { registerCommonRoutes } from './common/routes.ts';
import { registerFundsRoutes } from './funds/routes.ts';
import { registerMarketRoutes } from './market/routes.ts';
import type { MarketSimulation } from './market/sim/simulation.ts';
import { registerNewShareRoutes } from './newShare/routes.ts';
import type { NewShareOptions } from './newShare/settings.ts';
import { registerSupportRoutes } from './support/routes.ts';
import { registerTradingRoutes } from './trading/routes.ts';
import type { TradingOptions } from './trading/settings.ts';
import { HoldingsRegistry } from './user/holdings.ts';
import { registerUserRoutes } from './user/routes.ts';

/**
 * What app.ts builds from its options for the slices that need it (secrets, folders, the
 * market's seed), and the registry where slices put their review sources. A slice picks what it
 * needs into its own register options; the core RouteDeps stay the same for every slice.
 */
export interface SliceServices {
  signer: UrlSigner;
  uploadsDir: string;
  cardCipher: CardCipher;
  market: MarketSimulation;
  reviews: ReviewRegistry;
  /** Where slices put what an account holds beyond its wallets' balances (trading: its positions). */
  holdings: HoldingsRegistry;
  /** The trading slice's per-deployment settings (sell locks, dividend pay delay, sweep period). */
  trading?: Partial<TradingOptions>;
  /** The secret of the new-share draws' seeds (shared by every process); random per process when absent. */
  drawSecret?: Buffer;
  /** The new-share slice's settings (sweep period). */
  newShare?: Partial<NewShareOptions>;
}

export type SliceRegistrar = (app: FastifyInstance, deps: RouteDeps, services: SliceServices) => void;

/**
 * Every slice of the API, in registration order: each line calls the slice's one
 * `register<Slice>Routes(app, deps, options)` from its routes.ts. A new slice adds its line
 * here; app.ts does not change.
 */
export const sliceRegistrars: readonly SliceRegistrar[] = [
  (app, deps, { uploadsDir, signer }) => registerCommonRoutes(app, deps, { uploadsDir, signer }),
  (app, deps, { signer, reviews, holdings }) => registerUserRoutes(app, deps, { signer, reviews, holdings }),
  (app, deps, { signer, cardCipher, reviews }) => registerFundsRoutes(app, deps, { signer, cardCipher, reviews }),
  (app, deps, { market, trading }) => registerMarketRoutes(app, deps, { market, sellLocks: trading?.sellLocks }),
  (app, deps, { market, drawSecret, newShare }) => registerNewShareRoutes(app, deps, { market, drawSecret, newShare }),
  (app, deps, { signer, uploadsDir }) => registerSupportRoutes(app, deps, { signer, uploadsDir }),
  (app, deps, { market, reviews, holdings, trading }) =>
    registerTradingRoutes(app, deps, { market, reviews, holdings, trading }),
  (app, deps, { reviews, holdings }) => registerAdminRoutes(app, deps, { reviews, holdings }),
];

/** Registers every slice with one review and one holdings registry; returns the services as the slices got them. */
export function registerSlices(
  app: FastifyInstance,
  deps: RouteDeps,
  services: Omit<SliceServices, 'reviews' | 'holdings'>,
): SliceServices {
  const all: SliceServices = { ...services, reviews: new ReviewRegistry(), holdings: new HoldingsRegistry() };
  for (const register of sliceRegistrars) register(app, deps, all);
  return all;
}
