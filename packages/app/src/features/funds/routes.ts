import type { RouteObject } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { lazyScreen } from '../../routes/lazyScreen.ts';

/** Bank cards, wallet addresses, deposits and withdrawals (all behind the session). */
export const fundsRoutes: RouteObject[] = [
  { path: paths.information.bankList, lazy: lazyScreen(() => import('./BankListScreen.tsx'), 'BankListScreen') },
  {
    path: paths.information.addBankCard,
    lazy: lazyScreen(() => import('./AddBankCardScreen.tsx'), 'AddBankCardScreen'),
  },
  {
    path: paths.information.walletAddress,
    lazy: lazyScreen(() => import('./WalletAddressScreen.tsx'), 'WalletAddressScreen'),
  },
  {
    path: paths.information.addWalletAddress,
    lazy: lazyScreen(() => import('./AddWalletAddressScreen.tsx'), 'AddWalletAddressScreen'),
  },
  { path: paths.information.recharge, lazy: lazyScreen(() => import('./RechargeScreen.tsx'), 'RechargeScreen') },
  {
    path: paths.information.rechargeChannel,
    lazy: lazyScreen(() => import('./RechargeChannelScreen.tsx'), 'RechargeChannelScreen'),
  },
  { path: paths.information.cashOut, lazy: lazyScreen(() => import('./CashOutScreen.tsx'), 'CashOutScreen') },
];
