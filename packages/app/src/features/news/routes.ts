import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen, type RouteHandle } from '../../routes/lazyScreen.ts';

/** The news tab and the article screen (behind the session). */
export const newsRoutes: RouteObject[] = [
  {
    path: paths.home.newsList,
    lazy: lazyScreen(() => import('./NewsListScreen.tsx'), 'NewsListScreen'),
    handle: { tab: true, keepAlive: true } satisfies RouteHandle,
  },
  { path: paths.home.newsDetail, lazy: lazyScreen(() => import('./NewsDetailScreen.tsx'), 'NewsDetailScreen') },
];
