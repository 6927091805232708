import { useId } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@broker/ui';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { changeLanguage, isLanguage, languages } from '../../i18n/i18n.ts';
import { paths } from '../../routes/paths.ts';
import { useSession } from '../../session/sessionStore.ts';
import * as styles from './StartScreen.css.ts';

/**
 * /login/start: the configured logo and title, the language choice and "get started". A user
 * who is already logged in goes straight to the home screen.
 */
export function StartScreen() {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const languageId = useId();
  if (loggedIn) return <Navigate to={paths.home.index} replace />;
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        {config.logo ? <img className={styles.logo} src={config.logo} alt="" width="88" height="88" /> : null}
        <h1 className={styles.title}>{config.title}</h1>
        <p className={styles.tagline}>{t('app.start.tagline')}</p>
      </div>
      <div className={styles.actions}>
        <div className={styles.language}>
          <label htmlFor={languageId}>{t('app.start.languageLabel')}</label>
          <select
            id={languageId}
            className={styles.select}
            value={i18n.language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
            }}
          >
            {languages.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <Button block size="lg" onClick={() => navigate(paths.login.loginAfter)}>
          {t('login.start.getStarted')}
        </Button>
      </div>
    </main>
  );
}
