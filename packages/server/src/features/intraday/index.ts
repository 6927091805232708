/** The intraday slice's public surface (docs/slices.md): what other slices may call. */
export { registerIntradayRoutes, type IntradayRouteOptions } from './routes.ts';
export { INTRADAY_ORDER } from './catchUp.ts';
