import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import nl from '../../../../locales/nl.json';
import en from '../../../../locales/en.json';
import de from '../../../../locales/de.json';
import zhHant from '../../../../locales/zh-Hant.json';
import zhHans from '../../../../locales/zh-Hans.json';
import ko from '../../../../locales/ko.json';

/** i18next with all six languages loaded up front, for stories and screen tests. */
export function testI18n(language = 'nl') {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: {
        nl: { translation: nl },
        en: { translation: en },
        de: { translation: de },
        'zh-Hant': { translation: zhHant },
        'zh-Hans': { translation: zhHans },
        ko: { translation: ko },
      },
      lng: language,
      fallbackLng: 'nl',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18next;
}
