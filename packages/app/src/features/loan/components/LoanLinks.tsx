import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../routes/paths.ts';
import * as styles from '../loan.css.ts';

type Destination = keyof typeof paths.loan;

/**
 * The loan screens' ways to each other: to the records from the loan screen (always there, loan or
 * none, so that the records are reached by taps), and back to borrowing from the records.
 */
export function LoanLinks({ current }: { current: Destination }) {
  const { t } = useTranslation();
  const destination: Destination = current === 'index' ? 'records' : 'index';
  return (
    <nav className={styles.shortcuts} aria-label={t('loan.links.label')}>
      <Link to={paths.loan[destination]} className={styles.textLink}>
        {t(`loan.links.${destination}`)}
      </Link>
    </nav>
  );
}
