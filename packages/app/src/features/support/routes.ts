import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/** The support centre (behind the session): the user's conversation with customer service. */
export const supportRoutes: RouteObject[] = [
  { path: paths.information.support, lazy: lazyScreen(() => import('./SupportScreen.tsx'), 'SupportScreen') },
];
