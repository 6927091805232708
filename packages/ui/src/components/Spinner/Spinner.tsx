import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  /** Announced to screen readers, e.g. "Loading…". */
  label: string;
  size?: 'md' | 'lg';
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span role="status">
      <span className={styles.spinner} data-size={size} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
