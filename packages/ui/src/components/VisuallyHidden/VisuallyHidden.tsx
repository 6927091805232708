import type { ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import type { VisuallyHiddenElement } from './visuallyHiddenRules.ts';
import * as styles from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  /** The text screen readers get, already translated. */
  children: ReactNode;
  /** The element to render: a heading for a screen's hidden title, `caption` for a table's. Default `span`. */
  as?: VisuallyHiddenElement;
  /** To point aria-describedby or aria-labelledby at it. */
  id?: string;
  data?: DataAttributes;
}

/**
 * Text that only screen readers get: a screen's title where the design shows none, the words
 * behind an icon or a colour. It stays in the accessibility tree and takes no room on screen.
 */
export function VisuallyHidden({ children, as: Element = 'span', id, data }: VisuallyHiddenProps) {
  return (
    <Element {...buildDataAttributes(data)} id={id} className={styles.visuallyHidden}>
      {children}
    </Element>
  );
}
