import type { ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import * as styles from './Grid.css.ts';

export const gridColumns = [4, 5] as const;
export type GridColumns = (typeof gridColumns)[number];

export interface GridItem {
  key: string;
  /** Usually an <Icon>. */
  icon: ReactNode;
  label: ReactNode;
  /** A <Badge> or <Dot> on the icon's corner. */
  badge?: ReactNode;
}

/** What `renderLink` receives: spread it on the app's router link. */
export interface GridLinkProps {
  className: string;
  children: ReactNode;
}

export interface GridProps {
  items: readonly GridItem[];
  columns?: GridColumns;
  /** Names the menu for screen readers, e.g. "Services". */
  label?: string;
  /** Entries become buttons. */
  onSelect?: (key: string) => void;
  /** Entries become links rendered by the app (the kit knows no router). */
  renderLink?: (item: GridItem, link: GridLinkProps) => ReactNode;
  data?: DataAttributes;
}

/** Menu entries: an icon over a label, 4 or 5 to a row. */
export function Grid({ items, columns = 4, label, onSelect, renderLink, data }: GridProps) {
  return (
    <ul {...buildDataAttributes(data)} className={styles.grid} data-columns={columns} aria-label={label}>
      {items.map((item) => {
        const children = (
          <>
            <span className={styles.iconWrap}>
              {item.icon}
              {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
            </span>
            <span className={styles.label}>{item.label}</span>
          </>
        );
        return (
          <li key={item.key} className={styles.item}>
            {renderLink ? (
              renderLink(item, { className: styles.entry, children })
            ) : (
              <button type="button" className={styles.entry} onClick={() => onSelect?.(item.key)}>
                {children}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
