import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../routes/paths.ts';
import * as styles from '../blockTrade.css.ts';

type Destination = 'offers' | 'prints' | 'records';

const destinations: readonly Destination[] = ['offers', 'prints', 'records'];

/**
 * The block-trade screens' ways to one another: today's offers, the prints of earlier days and the
 * user's blocks (the screen's own left out). Links, so that every screen is reached by taps.
 */
export function BlockTradeLinks({ current }: { current?: Destination }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.shortcuts} aria-label={t('blockTrade.links.label')}>
      {destinations
        .filter((destination) => destination !== current)
        .map((destination) => (
          <Link key={destination} to={paths.blockTrade[destination]} className={styles.textLink}>
            {t(`blockTrade.links.${destination}`)}
          </Link>
        ))}
    </nav>
  );
}
