/**
 * What other features may use of the trading feature (docs/slices.md): the buy and sell buttons
 * of a stock's detail, and whether a margin alert is active (the trade tab's badge).
 */
export { TradeButtons } from './components/TradeButtons.tsx';
export { useMarginAlertActive } from './marginBadge.ts';
