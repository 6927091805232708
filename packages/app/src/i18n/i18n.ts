import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languages,
  storageKeys,
  storedLanguage as pickLanguage,
  type Language,
} from '@broker/domain';
import nl from '../../../../locales/nl.json';

export { languages, isLanguage, type Language };

// Dutch ships in the entry chunk; the other languages load only when chosen.
const loaders = import.meta.glob<ResourceLanguage>(['../../../../locales/*.json', '!../../../../locales/nl.json'], {
  import: 'default',
});

/** The language kept on the device, or Dutch. */
export function storedLanguage(): Language {
  try {
    return pickLanguage(localStorage.getItem(storageKeys.lang), languages, DEFAULT_LANGUAGE);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const loader = loaders[`../../../../locales/${language}.json`];
  if (!loader) throw new Error(`No texts for language ${language}`);
  i18next.addResourceBundle(language, 'translation', await loader(), true, true);
}

/** Starts i18next in the stored language; `<html lang>` follows every change. */
export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  const resources: Resource = { nl: { translation: nl } };
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18next.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== DEFAULT_LANGUAGE) await changeLanguage(language);
  else document.documentElement.lang = DEFAULT_LANGUAGE;
  return i18next;
}

/** Switches the UI language and keeps the choice on the device. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  try {
    localStorage.setItem(storageKeys.lang, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}
