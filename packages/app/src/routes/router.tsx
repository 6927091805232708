import { createHashRouter, redirect, type RouteObject } from 'react-router-dom';
import { paths } from './paths.ts';
import { lazyScreen, withinChunkDeadline, type RouteHandle } from './lazyScreen.ts';
import { privateRoutes, publicRoutes } from './featureRoutes.tsx';
import { AppShell } from '../shell/AppShell.tsx';
import { RequireSession } from '../shell/RequireSession.tsx';
import { RouteErrorScreen } from '../shell/RouteErrorScreen.tsx';
import { StartSplash } from '../shell/StartSplash.tsx';
import { loadRestTexts } from '../i18n/i18n.ts';

/**
 * A route whose screen shows the product slices' texts: its screen renders once they are there
 * too (textParts.ts), downloaded beside its chunk and held to the same deadline.
 */
function withRestTexts(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const [module] = await Promise.all([lazy(), withinChunkDeadline(loadRestTexts())]);
      return module;
    },
  } as RouteObject;
}

/**
 * Hash routes, every screen loaded lazily; the root redirects to /login/start (specification §2),
 * by a loader rather than a rendered <Navigate>, so that the router knows the first screen, and
 * starts loading its chunk, as soon as it is created (main.tsx creates it before the texts and the
 * configuration have arrived). Until the first screen's chunk has loaded, the router renders the
 * root route's `HydrateFallback` (React Router warns when there is none): the start splash goes on.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: StartSplash,
    children: [
      { index: true, loader: () => redirect(paths.login.start) },
      ...publicRoutes.map((route) =>
        (route.handle as RouteHandle | undefined)?.restTexts ? withRestTexts(route) : route,
      ),
      { element: <RequireSession />, children: privateRoutes.map(withRestTexts) },
      withRestTexts({
        path: '*',
        lazy: lazyScreen(() => import('../shell/NotFoundScreen.tsx'), 'NotFoundScreen'),
        // The app's frame: the tab bar leads on from a dead end (with a signed-in user's badges).
        handle: { tab: true } satisfies RouteHandle,
      }),
    ],
  },
];

export const createAppRouter = () => createHashRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
