import { useId, type ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import * as styles from './Cell.css.ts';

export interface CellGroupProps {
  /** A small heading above the rows; names the group for screen readers. */
  title?: ReactNode;
  children: ReactNode;
  /** Rounded card look (default) or edge to edge. */
  inset?: boolean;
  data?: DataAttributes;
}

/** Rows of <Cell> on one surface, separated by hairlines. */
export function CellGroup({ title, children, inset = true, data }: CellGroupProps) {
  const id = useId();
  return (
    <div
      {...buildDataAttributes(data)}
      className={styles.group}
      role={title ? 'group' : undefined}
      aria-labelledby={title ? id : undefined}
    >
      {title ? (
        <div id={id} className={styles.groupTitle}>
          {title}
        </div>
      ) : null}
      <div className={styles.groupBody} data-inset={inset}>
        {children}
      </div>
    </div>
  );
}
