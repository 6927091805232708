import type { ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import * as styles from './TabBar.css.ts';

export interface TabBarItem {
  key: string;
  /** Usually an <Icon>; may differ when active. */
  icon: ReactNode;
  activeIcon?: ReactNode;
  label: string;
  /** A <Badge> or <Dot> on the icon. */
  badge?: ReactNode;
}

/** What `renderLink` receives: spread it on the app's router link. */
export interface TabBarLinkProps {
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

export interface TabBarProps {
  items: readonly TabBarItem[];
  /** Key of the current screen's tab. */
  activeKey: string;
  /** Names the navigation, e.g. "Main". */
  label: string;
  /** Tabs become buttons. */
  onSelect?: (key: string) => void;
  /** Tabs become the app's router links (the kit knows no router). */
  renderLink?: (item: TabBarItem, link: TabBarLinkProps) => ReactNode;
  data?: DataAttributes;
}

/** The bottom navigation: up to 5 tabs, fixed to the bottom above the safe area. */
export function TabBar({ items, activeKey, label, onSelect, renderLink, data }: TabBarProps) {
  return (
    <nav {...buildDataAttributes(data)} className={styles.bar} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = item.key === activeKey;
          const children = (
            <>
              <span className={styles.icon}>
                {active && item.activeIcon ? item.activeIcon : item.icon}
                {item.badge}
              </span>
              <span className={styles.label}>{item.label}</span>
            </>
          );
          const current = active ? ('page' as const) : undefined;
          return (
            <li key={item.key}>
              {renderLink ? (
                renderLink(item, { className: styles.tab, 'aria-current': current, children })
              ) : (
                <button
                  type="button"
                  className={styles.tab}
                  aria-current={current}
                  onClick={() => onSelect?.(item.key)}
                >
                  {children}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
