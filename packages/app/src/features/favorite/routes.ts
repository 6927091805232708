import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/** The watchlist, its editor and the search (all behind the session). */
export const favoriteRoutes: RouteObject[] = [
  { path: paths.favorite.index, lazy: lazyScreen(() => import('./WatchlistScreen.tsx'), 'WatchlistScreen') },
  {
    path: paths.favorite.editSelf,
    lazy: lazyScreen(() => import('./EditWatchlistScreen.tsx'), 'EditWatchlistScreen'),
  },
  { path: paths.favorite.search, lazy: lazyScreen(() => import('./SearchScreen.tsx'), 'SearchScreen') },
];
