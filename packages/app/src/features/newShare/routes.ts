import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/** The slice's screens, one chunk for all, through a small loader (screens.ts and screensLoader.ts say why). */
const screens = () => import('./screensLoader.ts').then(({ loadScreens }) => loadScreens());

/**
 * The new-share slice (behind the session): the offerings (subscriptions and auctions; the
 * placements), an offering's subscribe screen, the user's records, a draw's check and the track
 * record of listed offerings. None is kept alive: deadlines and records change while hidden.
 */
export const newShareRoutes: RouteObject[] = [
  { path: paths.newShare.offerings, lazy: lazyScreen(screens, 'NewSharesScreen') },
  { path: paths.newShare.subscribe, lazy: lazyScreen(screens, 'SubscribeScreen') },
  { path: paths.newShare.placements, lazy: lazyScreen(screens, 'PlacementsScreen') },
  { path: paths.newShare.placementSubscribe, lazy: lazyScreen(screens, 'PlacementSubscribeScreen') },
  { path: paths.newShare.records, lazy: lazyScreen(screens, 'RecordsScreen') },
  { path: paths.newShare.verify, lazy: lazyScreen(screens, 'VerifyScreen') },
  { path: paths.newShare.scorecard, lazy: lazyScreen(screens, 'ScorecardScreen') },
];
