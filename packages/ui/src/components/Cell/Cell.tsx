import type { MouseEvent, ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Cell.css.ts';

/** What `renderLink` receives: spread it on the app's router link. */
export interface CellLinkProps {
  className: string;
  [dataAttribute: `data-${string}`]: string;
  'data-clickable': 'true';
  children: ReactNode;
}

export interface CellProps {
  title: ReactNode;
  description?: ReactNode;
  /** On the right, e.g. an amount or a status. */
  value?: ReactNode;
  /** On the left, e.g. an <Icon>. */
  icon?: ReactNode;
  /** Shows a chevron; on by default for clickable rows. */
  chevron?: boolean;
  /** Makes the row a button. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Makes the row a link: render the app's router link with these props (the kit knows no router). */
  renderLink?: (link: CellLinkProps) => ReactNode;
  data?: DataAttributes;
}

/** A list row (at least 56 px): title and description on the left, a value on the right. */
export function Cell({ title, description, value, icon, chevron, onClick, renderLink, data }: CellProps) {
  const clickable = Boolean(onClick || renderLink);
  const content = (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.main}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      {value !== undefined && value !== null && value !== '' ? <span className={styles.value}>{value}</span> : null}
      {(chevron ?? clickable) ? (
        <span className={styles.chevron}>
          <Icon icon={ChevronRight} />
        </span>
      ) : null}
    </>
  );
  if (renderLink) {
    return renderLink({
      ...buildDataAttributes(data),
      className: styles.cell,
      'data-clickable': 'true',
      children: content,
    });
  }
  if (onClick) {
    return (
      <button
        {...buildDataAttributes(data)}
        type="button"
        className={styles.cell}
        data-clickable="true"
        onClick={onClick}
      >
        {content}
      </button>
    );
  }
  return (
    <div {...buildDataAttributes(data)} className={styles.cell} data-clickable="false">
      {content}
    </div>
  );
}
