/**
 * The trading slice's public surface (docs/slices.md): what other slices may call. Positions of
 * any source are opened and closed here (`openPosition`, `closePosition`) — no other slice writes
 * trading's tables — and priced through the market's one list of instruments.
 */
export { registerTradingRoutes, type TradingRouteOptions } from './routes.ts';
export { openPosition, closePosition, positionOf, type OpenPositionInput } from './open.ts';
export { heldInstrument, priceAt, tradingCalendar } from './market.ts';
export { priceText, positionView, type PositionRow } from './views.ts';
export { listPositionsOf, openPositionsOf, paymentsInLieuOf } from './positions.ts';
export { tradingRules, tradingOptionsFromEnv, defaultTradingOptions, type TradingOptions } from './settings.ts';
export { TRADING_ORDER } from './catchUp.ts';
