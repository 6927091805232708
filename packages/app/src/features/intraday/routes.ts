import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/** The slice's screens, one chunk for all, through a small loader (as block trades': screens.ts says why). */
const screens = () => import('./screensLoader.ts').then(({ loadScreens }) => loadScreens());

/**
 * The intraday slice (behind the session): the terms and the application, the rules in full, the
 * user's applications, the running account and an application's session report. None is kept
 * alive: a decision or a settlement changes them while hidden.
 */
export const intradayRoutes: RouteObject[] = [
  { path: paths.intraday.index, lazy: lazyScreen(screens, 'IntradayScreen') },
  { path: paths.intraday.info, lazy: lazyScreen(screens, 'RulesScreen') },
  { path: paths.intraday.records, lazy: lazyScreen(screens, 'RecordsScreen') },
  { path: paths.intraday.account, lazy: lazyScreen(screens, 'AccountScreen') },
  { path: paths.intraday.report, lazy: lazyScreen(screens, 'ReportScreen') },
];
