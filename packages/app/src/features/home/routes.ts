import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen, type RouteHandle } from '../../routes/lazyScreen.ts';

export const homeRoutes: RouteObject[] = [
  {
    path: paths.home.index,
    lazy: lazyScreen(() => import('./HomeScreen.tsx'), 'HomeScreen'),
    handle: { keepAlive: true, tab: true } satisfies RouteHandle,
  },
];
