/**
 * The slice's screens as one lazy chunk: the routes import this module, not each screen, so that
 * the entry's route table carries one chunk (and its preload list) for the seven routes rather
 * than seven — the entry is held to its first-load budget (issue #17). The screens link to one
 * another, so whoever opens one soon opens the next.
 */
export { NewSharesScreen } from './NewSharesScreen.tsx';
export { SubscribeScreen } from './SubscribeScreen.tsx';
export { PlacementsScreen } from './PlacementsScreen.tsx';
export { PlacementSubscribeScreen } from './PlacementSubscribeScreen.tsx';
export { RecordsScreen } from './RecordsScreen.tsx';
export { VerifyScreen } from './VerifyScreen.tsx';
export { ScorecardScreen } from './ScorecardScreen.tsx';
