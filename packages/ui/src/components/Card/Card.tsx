import { useId, type ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import type { CardPadding, CardTone, HeadingLevel } from './cardVariants.ts';
import * as styles from './Card.css.ts';

export interface CardProps {
  children: ReactNode;
  /** A heading; the card becomes a region named by it. */
  title?: ReactNode;
  /** Heading level of the title (2 by default). */
  headingLevel?: HeadingLevel;
  /** On the right of the title, e.g. a "More" link. */
  extra?: ReactNode;
  padding?: CardPadding;
  tone?: CardTone;
  data?: DataAttributes;
}

/** A surface on the tinted background that groups related content. */
export function Card({ children, title, headingLevel = 2, extra, padding = 'md', tone = 'surface', data }: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || extra);
  return (
    <section
      {...buildDataAttributes(data)}
      className={styles.card}
      data-padding={padding}
      data-tone={tone}
      aria-labelledby={title ? id : undefined}
    >
      {hasHeader ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={id} className={styles.title}>
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {extra ? <div className={styles.extra}>{extra}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
