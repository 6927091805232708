import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

export const loginRoutes: RouteObject[] = [
  { path: paths.login.start, lazy: lazyScreen(() => import('./StartScreen.tsx'), 'StartScreen') },
];
