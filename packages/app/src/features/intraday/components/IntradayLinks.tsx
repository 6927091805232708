import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../routes/paths.ts';
import * as styles from '../intraday.css.ts';

type Destination = keyof typeof paths.intraday;

const destinations: readonly Destination[] = ['index', 'info', 'records'];

/** The running account is reached from the application screen while one runs, and links back to it. */
const fromAccount: readonly Destination[] = ['index', 'records'];

/**
 * The intraday screens' ways to one another: the application, the rules in full and the user's
 * applications (the screen's own left out). Links, so that every screen is reached by taps.
 */
export function IntradayLinks({ current }: { current: Destination }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.shortcuts} aria-label={t('intraday.links.label')}>
      {(current === 'account' ? fromAccount : destinations)
        .filter((destination) => destination !== current)
        .map((destination) => (
          <Link key={destination} to={paths.intraday[destination]} className={styles.textLink}>
            {t(`intraday.links.${destination}`)}
          </Link>
        ))}
    </nav>
  );
}
