import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../routes/paths.ts';
import * as styles from './NotFoundScreen.css.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('app.notFound.title')}</h1>
      <p>{t('app.notFound.body')}</p>
      <Link to={paths.root}>{t('app.notFound.home')}</Link>
    </main>
  );
}
