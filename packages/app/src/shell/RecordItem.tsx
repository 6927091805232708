import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { Icon } from '@broker/ui';
import * as styles from './RecordItem.css.ts';

export interface RecordItemProps {
  title: ReactNode;
  /** The record's amount, on the right of the title. */
  amount: ReactNode;
  /** Detail lines under the title: text on the left, optionally something on the right. */
  lines: readonly (readonly [left: ReactNode, right?: ReactNode])[];
  /** Makes the row a button (e.g. opening the tracker). */
  onClick?: () => void;
  /** Makes the row a link to this route (e.g. an offering's screen); wins over `onClick`. */
  to?: string;
}

/** A record in a list: the title and amount on one line, details under it, numbers on the right. */
export function RecordItem({ title, amount, lines, onClick, to }: RecordItemProps) {
  const body = (
    <span className={styles.body}>
      <span className={styles.head}>
        <span className={styles.title}>{title}</span>
        <span className={styles.amount}>{amount}</span>
      </span>
      {lines.map(([left, right], index) => (
        <span key={index} className={styles.line}>
          <span className={styles.left}>{left}</span>
          {right !== undefined && right !== null ? <span className={styles.right}>{right}</span> : null}
        </span>
      ))}
    </span>
  );
  const chevron = (
    <span className={styles.chevron}>
      <Icon icon={ChevronRight} />
    </span>
  );
  if (to !== undefined) {
    return (
      <Link to={to} className={styles.item} data-clickable="true">
        {body}
        {chevron}
      </Link>
    );
  }
  if (!onClick) {
    return (
      <div className={styles.item} data-clickable="false">
        {body}
      </div>
    );
  }
  return (
    <button type="button" className={styles.item} data-clickable="true" onClick={onClick}>
      {body}
      {chevron}
    </button>
  );
}
