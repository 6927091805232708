/** The stock-lending slice's public surface (docs/slices.md): what other slices may call. */
export { registerLendingRoutes, type LendingRouteOptions } from './routes.ts';
export { LENDING_ORDER } from './catchUp.ts';
