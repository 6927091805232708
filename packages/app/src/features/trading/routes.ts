import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen, type RouteHandle } from '../../routes/lazyScreen.ts';

/**
 * The trading slice (behind the session): the trade tab, a position's detail, the order ticket,
 * dividends and margin. The trade tab is not kept alive: positions move while it is hidden (a
 * fill, a close, a stop-out), so it reads them fresh each time it opens.
 */
export const tradingRoutes: RouteObject[] = [
  {
    path: paths.trade.index,
    lazy: lazyScreen(() => import('./TradeScreen.tsx'), 'TradeScreen'),
    handle: { tab: true } satisfies RouteHandle,
  },
  {
    path: paths.trade.positionDetail,
    lazy: lazyScreen(() => import('./PositionDetailScreen.tsx'), 'PositionDetailScreen'),
  },
  { path: paths.market.order, lazy: lazyScreen(() => import('./OrderScreen.tsx'), 'OrderScreen') },
  { path: paths.trade.dividends, lazy: lazyScreen(() => import('./DividendsScreen.tsx'), 'DividendsScreen') },
  { path: paths.trade.margin, lazy: lazyScreen(() => import('./MarginScreen.tsx'), 'MarginScreen') },
];
