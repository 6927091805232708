/** What other features may use of the wallet feature (docs/slices.md): the exchange's rates. */
export { useExchangeRates } from './api.ts';
export { formatRate } from './walletView.ts';
