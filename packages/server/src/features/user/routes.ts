import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/routes.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import type { ReviewRegistry } from '../../core/reviews.ts';
import { registerAccountRoutes } from './account.ts';
import type { HoldingsRegistry } from '../../core/holdings.ts';
import { registerCheckInRoutes } from './checkIn.ts';
import { registerRealNameRoutes } from './realName.ts';
import { realNameReviews } from './review.ts';
import type { CleanUp } from '../../core/cleanUp.ts';
import type { RatesSource } from './summary.ts';

export interface UserRouteOptions {
  /** Signs the links to the ID photos. */
  signer: UrlSigner;
  /** Where the real-name review source goes. */
  reviews: ReviewRegistry;
  /** What other slices hold for an account, added to its wallets (user/info). */
  holdings: HoldingsRegistry;
  /** Where the slice names the columns that keep uploads (avatars, ID photos). */
  cleanUp: CleanUp;
  /** The exchange's rates (the funds slice's): the summary's one rate source. */
  rates: RatesSource;
}

/** The user slice (api.md §4.2, §4.3, §4.11): accounts and sessions, the real name, check-ins. */
export function registerUserRoutes(app: FastifyInstance, deps: RouteDeps, options: UserRouteOptions): void {
  registerAccountRoutes(app, deps, options.holdings, options.rates);
  registerRealNameRoutes(app, deps, options.signer);
  registerCheckInRoutes(app, deps);
  options.reviews.add(realNameReviews(deps.db, options.signer));
  options.cleanUp.referenceUploads(
    { table: 'real_names', column: 'front_image' },
    { table: 'real_names', column: 'back_image' },
  );
}
