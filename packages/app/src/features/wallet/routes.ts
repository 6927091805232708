import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen, type RouteHandle } from '../../routes/lazyScreen.ts';

/** The wallet tab and its records and exchange screens (all behind the session). */
export const walletRoutes: RouteObject[] = [
  {
    path: paths.information.wallet,
    lazy: lazyScreen(() => import('./WalletScreen.tsx'), 'WalletScreen'),
    handle: { tab: true, keepAlive: true } satisfies RouteHandle,
  },
  {
    path: paths.information.fundRecord,
    lazy: lazyScreen(() => import('./FundRecordScreen.tsx'), 'FundRecordScreen'),
  },
  { path: paths.information.exchange, lazy: lazyScreen(() => import('./ExchangeScreen.tsx'), 'ExchangeScreen') },
  {
    path: paths.information.exchangeRecords,
    lazy: lazyScreen(() => import('./ExchangeRecordsScreen.tsx'), 'ExchangeRecordsScreen'),
  },
];
