import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import nl from '../../../../locales/nl.json';
import en from '../../../../locales/en.json';
import de from '../../../../locales/de.json';
import zhHant from '../../../../locales/zh-Hant.json';
import zhHans from '../../../../locales/zh-Hans.json';
import ko from '../../../../locales/ko.json';

const allTexts = { nl, en, de, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ko };

/** i18next with all six languages loaded up front, for stories and screen tests. */
export function testI18n(language = 'nl') {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(Object.entries(allTexts).map(([lng, texts]) => [lng, { translation: texts }])),
      lng: language,
      fallbackLng: 'nl',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  } else {
    // Started elsewhere in this worker (i18n.test.ts starts it as the app does: one language, and
    // perhaps only its start texts): every language's whole texts, as a test expects them. A
    // bundle that is there may hold only a part of its language, so each is merged in whole.
    for (const [lng, texts] of Object.entries(allTexts))
      i18next.addResourceBundle(lng, 'translation', texts, true, true);
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18next;
}
