import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/** The slice's screens, one chunk for both, through a small loader (as intraday's: screens.ts says why). */
const screens = () => import('./screensLoader.ts').then(({ loadScreens }) => loadScreens());

/**
 * The credit-loan slice (behind the session): the quota, terms, sheet, borrowing and repaying;
 * the user's loans. Neither is kept alive: a decision or a day's interest changes them while hidden.
 */
export const loanRoutes: RouteObject[] = [
  { path: paths.loan.index, lazy: lazyScreen(screens, 'LoanScreen') },
  { path: paths.loan.records, lazy: lazyScreen(screens, 'LoanRecordsScreen') },
];
