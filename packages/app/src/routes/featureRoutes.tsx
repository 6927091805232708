import type { RouteObject } from 'react-router-dom';
import { loginRoutes } from '../features/login/routes.ts';
import { contentRoutes } from '../features/content/routes.ts';
import { homeRoutes } from '../features/home/routes.ts';
import { accountRoutes } from '../features/account/routes.ts';
import { walletRoutes } from '../features/wallet/routes.ts';
import { fundsRoutes } from '../features/funds/routes.ts';
import { marketRoutes } from '../features/market/routes.ts';
import { favoriteRoutes } from '../features/favorite/routes.ts';
import { newsRoutes } from '../features/news/routes.ts';
import { newShareRoutes } from '../features/newShare/routes.ts';
import { stockRoutes } from '../features/stock/routes.ts';
import { supportRoutes } from '../features/support/routes.ts';
import { tradingRoutes } from '../features/trading/routes.ts';
import { blockTradeRoutes } from '../features/blockTrade/routes.ts';
import { intradayRoutes } from '../features/intraday/routes.ts';
import { loanRoutes } from '../features/loan/routes.ts';
// npm run new:slice adds a slice's import above this line, and its routes below.

/**
 * Every feature's routes. Public ones need no session; private ones sit behind RequireSession.
 * A feature adds its routes here and its paths in `paths.ts`.
 */
export const publicRoutes: RouteObject[] = [...loginRoutes, ...contentRoutes];
export const privateRoutes: RouteObject[] = [
  ...homeRoutes,
  ...accountRoutes,
  ...walletRoutes,
  ...fundsRoutes,
  ...marketRoutes,
  ...favoriteRoutes,
  ...newsRoutes,
  ...newShareRoutes,
  ...stockRoutes,
  ...supportRoutes,
  ...tradingRoutes,
  ...blockTradeRoutes,
  ...intradayRoutes,
  ...loanRoutes,
  // npm run new:slice adds a slice's routes above this line.
];

/** Paths that have a screen (the tab bar shows only those). */
export const registeredPaths = new Set(
  [...publicRoutes, ...privateRoutes].map((route) => route.path).filter((path): path is string => Boolean(path)),
);
