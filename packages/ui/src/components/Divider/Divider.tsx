import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import * as styles from './Divider.css.ts';

export const dividerSpacings = ['none', 'md', 'lg'] as const;
export type DividerSpacing = (typeof dividerSpacings)[number];

export interface DividerProps {
  /** Text in the middle of the line, e.g. "or". */
  label?: string;
  spacing?: DividerSpacing;
  data?: DataAttributes;
}

/** A horizontal rule between sections, optionally with a label in the middle. */
export function Divider({ label, spacing = 'md', data }: DividerProps) {
  return (
    <div
      {...buildDataAttributes(data)}
      role="separator"
      aria-orientation="horizontal"
      aria-label={label}
      className={styles.divider}
      data-spacing={spacing}
      data-labelled={Boolean(label)}
    >
      {label}
    </div>
  );
}
