/** What other features may use of the watchlist feature (docs/slices.md): watching an instrument. */
export { useToggleWatch } from './api.ts';
