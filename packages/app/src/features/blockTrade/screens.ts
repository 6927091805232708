/**
 * The slice's screens as one lazy chunk: the routes import this module, not each screen, so that
 * the entry's route table carries one chunk (and its preload list) for the four routes rather than
 * four — the entry is held to its first-load budget (issue #17). The screens link to one another,
 * so whoever opens one soon opens the next.
 */
export { OffersScreen } from './OffersScreen.tsx';
export { OfferScreen } from './OfferScreen.tsx';
export { PrintsScreen } from './PrintsScreen.tsx';
export { RecordsScreen } from './RecordsScreen.tsx';
