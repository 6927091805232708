import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, ChartCandlestick, House, Newspaper, Wallet } from 'lucide-react';
import { Icon, TabBar, type TabBarItem } from '@broker/ui';
import { tabRoutes } from '../routes/paths.ts';
import { registeredPaths } from '../routes/featureRoutes.tsx';

const icons = {
  '/home/index': House,
  '/home/newsList': Newspaper,
  '/trade/index': ArrowLeftRight,
  '/home/stockList': ChartCandlestick,
  '/information/payBag': Wallet,
} as const;

/**
 * The bottom tab bar on the tab routes (specification §2). A tab appears once its screen is
 * part of the app, so the bar never leads to a screen that does not exist.
 */
export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items: TabBarItem[] = tabRoutes
    .filter((tab) => registeredPaths.has(tab.path))
    .map((tab) => ({ key: tab.path, label: t(tab.label), icon: <Icon icon={icons[tab.path]} /> }));
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
