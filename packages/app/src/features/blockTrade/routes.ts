import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/** The slice's screens, one chunk for all, through a small loader (screens.ts and screensLoader.ts say why). */
const screens = () => import('./screensLoader.ts').then(({ loadScreens }) => loadScreens());

/**
 * The block-trade slice (behind the session): the day's offers, an offer and its buy, the prints
 * of earlier days and the user's blocks. None is kept alive: what is left of an offer and the
 * locks change while hidden.
 */
export const blockTradeRoutes: RouteObject[] = [
  { path: paths.blockTrade.offers, lazy: lazyScreen(screens, 'OffersScreen') },
  { path: paths.blockTrade.offer, lazy: lazyScreen(screens, 'OfferScreen') },
  { path: paths.blockTrade.prints, lazy: lazyScreen(screens, 'PrintsScreen') },
  { path: paths.blockTrade.records, lazy: lazyScreen(screens, 'RecordsScreen') },
];
