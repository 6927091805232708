/**
 * The funds slice's public surface (docs/slices.md): cards, deposits, withdrawals, exchange,
 * records and the ledger's proof for operators — and its settings and seed.
 */
export { registerFundsRoutes, type FundsRouteOptions } from './routes.ts';
export { fundsSettings } from './settings.ts';
export { seedFunds } from './seed.ts';
export { exchangeRateBook, exchangeRateList } from './exchange.ts';
