import type { ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import * as styles from './DescriptionList.css.ts';

export interface DescriptionListItem {
  /** The term, already translated. */
  label: string;
  /** The description: text, <Money>, a <StatusBadge>… */
  value: ReactNode;
  /** At the end of the value, e.g. a copy button; the row is then stacked so that it has room. */
  action?: ReactNode;
  /** Bold, under a hairline: the total of a summary. */
  total?: boolean;
  /** React key of the row; the label by default (give one when two rows share a label). */
  key?: string;
}

export interface DescriptionListProps {
  items: readonly DescriptionListItem[];
  /**
   * Label left, value right on one line (amounts); otherwise the value under its label
   * (addresses). A row with an action is always stacked, so that the action has room.
   */
  inline?: boolean;
  data?: DataAttributes;
}

/** Label/value pairs as a description list (`<dl>`): payee details, limits, costs, a record's facts. */
export function DescriptionList({ items, inline = false, data }: DescriptionListProps) {
  return (
    <dl {...buildDataAttributes(data)} className={styles.list}>
      {items.map((item) => {
        const layout = inline && !item.action ? 'inline' : 'stacked';
        const total = item.total ?? false;
        return (
          <div key={item.key ?? item.label} className={styles.row} data-layout={layout} data-total={total}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.data} data-layout={layout}>
              <span className={styles.value} data-total={total}>
                {item.value}
              </span>
              {item.action}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
