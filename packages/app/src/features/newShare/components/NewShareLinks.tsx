import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../routes/paths.ts';
import * as styles from '../newShare.css.ts';

type Destination = 'offerings' | 'placements' | 'records' | 'scorecard';

const destinations: readonly Destination[] = ['offerings', 'placements', 'records', 'scorecard'];

/**
 * The new-share screens' ways to one another: the subscriptions and auctions, the placements, the
 * user's records and the track record of listed offerings (the screen's own left out).
 */
export function NewShareLinks({ current }: { current?: Destination }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.shortcuts} aria-label={t('newShare.links.label')}>
      {destinations
        .filter((destination) => destination !== current)
        .map((destination) => (
          <Link key={destination} to={paths.newShare[destination]} className={styles.textLink}>
            {t(`newShare.links.${destination}`)}
          </Link>
        ))}
    </nav>
  );
}
