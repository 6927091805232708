import type { ReactNode } from 'react';
import type { Tone } from '@broker/domain';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Badge.css.ts';

/** The text of a count badge: '99+' above `max`. */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

export interface BadgeProps {
  count: number;
  /** Above this the badge shows e.g. '99+'. */
  max?: number;
  /** Shows the badge at 0 too. */
  showZero?: boolean;
  /**
   * Read by screen readers instead of the bare number, e.g. "3 unread messages". Without it the
   * number itself is read, which is only enough when the context already says what it counts.
   */
  label?: string;
  /** What the badge sits on (an icon or a button); without it the badge stands inline. */
  children?: ReactNode;
  data?: DataAttributes;
}

/** A red count on the corner of an icon, or inline. */
export function Badge({ count, max = 99, showZero = false, label, children, data }: BadgeProps) {
  const visible = count > 0 || showZero;
  const badge = visible ? (
    <span className={styles.count} data-overflow={count > max}>
      {label ? (
        <>
          <span aria-hidden="true">{badgeText(count, max)}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        badgeText(count, max)
      )}
    </span>
  ) : null;
  if (children === undefined) {
    return badge ? <span {...buildDataAttributes(data)}>{badge}</span> : null;
  }
  return (
    <span {...buildDataAttributes(data)} className={styles.anchor}>
      {children}
      {badge}
    </span>
  );
}

export interface DotProps {
  /** Read by screen readers, e.g. "Unread"; without it the dot is decorative. */
  label?: string;
  tone?: Tone;
  /** Hides the dot (e.g. nothing unread) while keeping the children. */
  visible?: boolean;
  children?: ReactNode;
  data?: DataAttributes;
}

/** A small dot: unread, new, live. */
export function Dot({ label, tone = 'negative', visible = true, children, data }: DotProps) {
  const dot = visible ? (
    <span
      className={styles.dot}
      data-tone={tone}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  ) : null;
  if (children === undefined) return dot ? <span {...buildDataAttributes(data)}>{dot}</span> : null;
  return (
    <span {...buildDataAttributes(data)} className={styles.anchor}>
      {children}
      {dot}
    </span>
  );
}
