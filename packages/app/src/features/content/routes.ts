import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

const articleScreen = (name: 'AboutUsScreen' | 'TermsScreen' | 'PrivacyScreen') =>
  lazyScreen(() => import('./ArticleScreen.tsx'), name);

export const contentRoutes: RouteObject[] = [
  { path: paths.information.aboutUs, lazy: articleScreen('AboutUsScreen') },
  { path: paths.information.terms, lazy: articleScreen('TermsScreen') },
  { path: paths.information.privacy, lazy: articleScreen('PrivacyScreen') },
];
