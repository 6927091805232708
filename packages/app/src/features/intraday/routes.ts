import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/** The intraday slice's screens (behind the session). */
export const intradayRoutes: RouteObject[] = [
  { path: paths.intraday.index, lazy: lazyScreen(() => import('./IntradayScreen.tsx'), 'IntradayScreen') },
];
