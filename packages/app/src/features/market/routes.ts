import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen, type RouteHandle } from '../../routes/lazyScreen.ts';

/** The stock list tab, the market screen and the index list (all behind the session). */
export const marketRoutes: RouteObject[] = [
  {
    path: paths.home.stockList,
    lazy: lazyScreen(() => import('./StockListScreen.tsx'), 'StockListScreen'),
    handle: { tab: true, keepAlive: true } satisfies RouteHandle,
  },
  {
    path: paths.market.index,
    lazy: lazyScreen(() => import('./MarketScreen.tsx'), 'MarketScreen'),
    handle: { keepAlive: true } satisfies RouteHandle,
  },
  {
    path: paths.market.indexList,
    lazy: lazyScreen(() => import('./IndexListScreen.tsx'), 'IndexListScreen'),
  },
];
