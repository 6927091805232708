import type { ReactNode } from 'react';
import * as styles from './funds.css.ts';

export interface Detail {
  label: string;
  value: ReactNode;
  /** E.g. a copy button, at the end of the value. */
  action?: ReactNode;
  /** Bold, under a hairline: the total of a summary. */
  total?: boolean;
}

export interface DetailListProps {
  items: readonly Detail[];
  /**
   * Label left, value right on one line (amounts); otherwise the value under its label
   * (addresses). A row with an action is always stacked, so that the action has room.
   */
  inline?: boolean;
}

/** Label/value pairs as a description list: payee details, limits, costs. */
export function DetailList({ items, inline = false }: DetailListProps) {
  return (
    <dl className={styles.details}>
      {items.map((item) => {
        const oneLine = inline && !item.action;
        return (
          <div
            key={item.label}
            className={oneLine ? styles.inlineRow : styles.detailRow}
            data-total={item.total ?? false}
          >
            <dt className={styles.detailLabel}>{item.label}</dt>
            <dd className={oneLine ? styles.inlineData : styles.detailData}>
              <span className={item.total ? styles.strongValue : styles.detailValue}>{item.value}</span>
              {item.action}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
