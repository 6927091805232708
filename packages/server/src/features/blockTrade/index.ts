/**
 * The block-trade slice's public surface (docs/slices.md): the day's block offers, buying one
 * (a locked position through trading's `openPosition`), the user's blocks, the prints, and for
 * operators the invitation and the switch.
 */
export { registerBlockTradeRoutes, type BlockTradeRouteOptions } from './routes.ts';
export { BLOCK_TRADE_ORDER } from './catchUp.ts';
