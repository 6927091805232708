import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@broker/ui';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { paths } from '../../routes/paths.ts';
import { LegalLine } from './LegalLine.tsx';
import * as styles from './StartScreen.css.ts';

/** /login/loginAfter: welcome with the configured logo and title; log in or create an account. */
export function LoginAfterScreen() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        {config.logo ? <img className={styles.logo} src={config.logo} alt="" width="88" height="88" /> : null}
        <h1 className={styles.title}>{t('login.loginAfter.title', { title: config.title })}</h1>
        <p className={styles.tagline}>{t('login.loginAfter.body')}</p>
      </div>
      <div className={styles.actions}>
        <Button block size="lg" onClick={() => navigate(paths.login.login)}>
          {t('login.loginAfter.login')}
        </Button>
        <Button block size="lg" variant="secondary" onClick={() => navigate(paths.login.register)}>
          {t('login.loginAfter.register')}
        </Button>
        <LegalLine tone="chrome" />
      </div>
    </main>
  );
}
