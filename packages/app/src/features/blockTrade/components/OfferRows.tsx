import type { BlockTrade } from '@broker/contract';
import { useServerNow } from '../../../hooks/useServerNow.ts';
import { OfferRow } from './OfferRow.tsx';
import * as styles from '../blockTrade.css.ts';

export interface OfferRowsProps {
  offers: readonly BlockTrade[];
  /** The list's name (its own label, or the id of the heading that names it). */
  label?: string;
  labelledBy?: string;
}

/** Offers of the day edge to edge, each a link to its screen (the offers screen, the home tab). */
export function OfferRows({ offers, label, labelledBy }: OfferRowsProps) {
  const now = useServerNow();
  return (
    <div className={styles.bleed}>
      <ul className={styles.plainList} aria-label={label} aria-labelledby={labelledBy}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferRow offer={offer} nowMs={now} />
          </li>
        ))}
      </ul>
    </div>
  );
}
