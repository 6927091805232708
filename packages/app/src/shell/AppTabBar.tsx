import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, ChartCandlestick, House, Newspaper, Wallet } from 'lucide-react';
import { Dot, Icon, TabBar, type TabBarItem } from '@broker/ui';
import { paths, tabRoutes } from '../routes/paths.ts';
import { registeredPaths } from '../routes/featureRoutes.tsx';
// The badge's hook alone (not the feature's index): the tab bar is in the entry chunk.
import { useMarginAlertActive } from '../features/trading/marginBadge.ts';

const icons = {
  '/home/index': House,
  '/home/newsList': Newspaper,
  '/trade/index': ArrowLeftRight,
  '/home/stockList': ChartCandlestick,
  '/information/payBag': Wallet,
} as const;

/**
 * The bottom tab bar on the tab routes (specification §2). A tab appears once its screen is
 * part of the app, so the bar never leads to a screen that does not exist. The trade tab shows a
 * dot while a margin alert is active (products.md §1: a notice and a badge).
 */
export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The trade tab carries a dot while a leveraged currency is below its margin warning level.
  const marginAlert = useMarginAlertActive();
  const items: TabBarItem[] = tabRoutes
    .filter((tab) => registeredPaths.has(tab.path))
    .map((tab) => ({
      key: tab.path,
      label: t(tab.label),
      icon: <Icon icon={icons[tab.path]} />,
      badge: tab.path === paths.trade.index && marginAlert ? <Dot label={t('trading.marginBadge')} /> : undefined,
    }));
  if (items.length < 2) return null;
  return (
    <TabBar
      items={items}
      activeKey={pathname}
      label={t('nav.label')}
      renderLink={(item, { className, children, 'aria-current': current }) => (
        <NavLink to={item.key} className={className} aria-current={current}>
          {children}
        </NavLink>
      )}
    />
  );
}
