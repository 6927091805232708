import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen, type RouteHandle } from '../../routes/lazyScreen.ts';

export const loginRoutes: RouteObject[] = [
  { path: paths.login.start, lazy: lazyScreen(() => import('./StartScreen.tsx'), 'StartScreen') },
  { path: paths.login.loginAfter, lazy: lazyScreen(() => import('./LoginAfterScreen.tsx'), 'LoginAfterScreen') },
  { path: paths.login.login, lazy: lazyScreen(() => import('./LoginScreen.tsx'), 'LoginScreen') },
  { path: paths.login.register, lazy: lazyScreen(() => import('./RegisterScreen.tsx'), 'RegisterScreen') },
  {
    path: paths.login.contact,
    lazy: lazyScreen(() => import('./ContactSupportScreen.tsx'), 'ContactSupportScreen'),
    // Few open it: its texts stay out of every first load (textParts.ts), and its route waits for them.
    handle: { restTexts: true } satisfies RouteHandle,
  },
];
