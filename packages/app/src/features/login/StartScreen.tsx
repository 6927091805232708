import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { changeLanguage, isLanguage, languages } from '../../i18n/i18n.ts';
import * as styles from './StartScreen.css.ts';

/** /login/start: the configured logo and title, and the language choice. */
export function StartScreen() {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const languageId = useId();
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        {config.logo ? <img className={styles.logo} src={config.logo} alt="" width="88" height="88" /> : null}
        <h1 className={styles.title}>{config.title}</h1>
        <p className={styles.tagline}>{t('app.start.tagline')}</p>
      </div>
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
    </main>
  );
}
