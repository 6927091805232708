import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes/paths.ts';
import * as styles from './LegalLine.css.ts';

/** "By continuing you accept the user agreement and the privacy policy", with links to both. */
export function LegalLine({ tone = 'surface' }: { tone?: 'surface' | 'chrome' }) {
  const { t } = useTranslation();
  return (
    <p className={styles.line} data-tone={tone}>
      {t('login.legal.prefix')}{' '}
      <Link className={styles.link} to={paths.information.terms}>
        {t('login.legal.terms')}
      </Link>{' '}
      {t('login.legal.and')}{' '}
      <Link className={styles.link} to={paths.information.privacy}>
        {t('login.legal.privacy')}
      </Link>
    </p>
  );
}
