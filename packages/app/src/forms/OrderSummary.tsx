import { DescriptionList, type DescriptionListItem } from '@broker/ui';
import * as styles from './forms.css.ts';

export interface OrderSummaryProps {
  /** The figures, amounts right-aligned; the last is usually the `total` (what is received or paid). */
  items: readonly DescriptionListItem[];
  /** What happens to the money meanwhile (frozen until the review, rounded down…). */
  note?: string;
}

/**
 * The figures of a request before it is confirmed, in its confirmation and on its result page:
 * the same rows in the same order in all three, so that what the user agreed to is what they see
 * afterwards (docs/forms.md).
 */
export function OrderSummary({ items, note }: OrderSummaryProps) {
  return (
    <div className={styles.summary}>
      <DescriptionList inline items={items} />
      {note ? <p className={styles.summaryNote}>{note}</p> : null}
    </div>
  );
}
