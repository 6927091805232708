import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/**
 * The new-share slice (behind the session): the offerings (subscriptions and auctions; the
 * placements), an offering's subscribe screen, the user's records, a draw's check and the track
 * record of listed offerings. None is kept alive: deadlines and records change while hidden.
 */
export const newShareRoutes: RouteObject[] = [
  { path: paths.newShare.offerings, lazy: lazyScreen(() => import('./NewSharesScreen.tsx'), 'NewSharesScreen') },
  { path: paths.newShare.subscribe, lazy: lazyScreen(() => import('./SubscribeScreen.tsx'), 'SubscribeScreen') },
  { path: paths.newShare.placements, lazy: lazyScreen(() => import('./PlacementsScreen.tsx'), 'PlacementsScreen') },
  {
    path: paths.newShare.placementSubscribe,
    lazy: lazyScreen(() => import('./PlacementSubscribeScreen.tsx'), 'PlacementSubscribeScreen'),
  },
  { path: paths.newShare.records, lazy: lazyScreen(() => import('./RecordsScreen.tsx'), 'RecordsScreen') },
  { path: paths.newShare.verify, lazy: lazyScreen(() => import('./VerifyScreen.tsx'), 'VerifyScreen') },
  { path: paths.newShare.scorecard, lazy: lazyScreen(() => import('./ScorecardScreen.tsx'), 'ScorecardScreen') },
];
