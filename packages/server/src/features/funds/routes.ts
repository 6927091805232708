import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/routes.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import { registerCardRoutes } from './cards.ts';
import { registerExchangeRoutes } from './exchange.ts';
import { registerFundsRecordRoutes } from './funds.ts';

/** The user API of the funds slice: cards, wallet addresses, deposits, withdrawals, records, exchange. */
export function registerFundsRoutes(app: FastifyInstance, deps: RouteDeps, signer: UrlSigner): void {
  registerCardRoutes(app, deps, signer);
  registerFundsRecordRoutes(app, deps, signer);
  registerExchangeRoutes(app, deps);
}
