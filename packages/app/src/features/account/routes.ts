import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen, type RouteHandle } from '../../routes/lazyScreen.ts';

const keepAlive: RouteHandle = { keepAlive: true };

/** The account centre and its sub-screens (all behind the session). */
export const accountRoutes: RouteObject[] = [
  {
    path: paths.information.index,
    handle: keepAlive,
    lazy: lazyScreen(() => import('./AccountScreen.tsx'), 'AccountScreen'),
  },
  { path: paths.information.setting, lazy: lazyScreen(() => import('./SettingScreen.tsx'), 'SettingScreen') },
  { path: paths.information.loginPass, lazy: lazyScreen(() => import('./LoginPassScreen.tsx'), 'LoginPassScreen') },
  { path: paths.information.fundPass, lazy: lazyScreen(() => import('./FundPassScreen.tsx'), 'FundPassScreen') },
  { path: paths.information.changeLang, lazy: lazyScreen(() => import('./ChangeLangScreen.tsx'), 'ChangeLangScreen') },
  { path: paths.information.authInfo, lazy: lazyScreen(() => import('./AuthInfoScreen.tsx'), 'AuthInfoScreen') },
  { path: paths.information.userInfo, lazy: lazyScreen(() => import('./UserInfoScreen.tsx'), 'UserInfoScreen') },
  { path: paths.information.notify, lazy: lazyScreen(() => import('./NotifyScreen.tsx'), 'NotifyScreen') },
  { path: paths.information.msgInfo, lazy: lazyScreen(() => import('./MsgInfoScreen.tsx'), 'MsgInfoScreen') },
  { path: paths.information.safety, lazy: lazyScreen(() => import('./SafetyScreen.tsx'), 'SafetyScreen') },
  { path: paths.information.sessions, lazy: lazyScreen(() => import('./SessionsScreen.tsx'), 'SessionsScreen') },
];
