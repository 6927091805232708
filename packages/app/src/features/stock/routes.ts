import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/** A stock's and an index's detail (behind the session). Not kept alive: each opens fresh. */
export const stockRoutes: RouteObject[] = [
  {
    path: paths.market.stockDetail,
    lazy: lazyScreen(() => import('./StockDetailScreen.tsx'), 'StockDetailScreen'),
  },
  {
    path: paths.market.indexDetail,
    lazy: lazyScreen(() => import('./StockDetailScreen.tsx'), 'IndexDetailScreen'),
  },
];
