import { createHashRouter, Navigate } from 'react-router-dom';
import { paths } from './paths.ts';
import { AppShell } from '../shell/AppShell.tsx';

/** Hash routes, every screen loaded lazily (specification §2). */
export const routes = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <Navigate to={paths.login.start} replace /> },
      {
        path: paths.login.start,
        lazy: async () => ({ Component: (await import('../features/login/StartScreen.tsx')).StartScreen }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../shell/NotFoundScreen.tsx')).NotFoundScreen }),
      },
    ],
  },
];

export const createAppRouter = () => createHashRouter(routes);
