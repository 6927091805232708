import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  CONFIG_RETRY_MS,
  DEFAULT_LANGUAGE,
  isLanguage,
  languages,
  storageKeys,
  storedLanguage as pickLanguage,
  type Language,
} from '@broker/domain';

export { languages, isLanguage, type Language };

// Every language loads when chosen, Dutch too: the entry carries no texts (issue #17), the start
// loads only the stored language's, alongside the configuration call (main.tsx).
const loaders = import.meta.glob<ResourceLanguage>('../../../../locales/*.json', { import: 'default' });

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

/**
 * The start's texts, tried again every few seconds while they fail to load (a flaky network on
 * the first visit), as the configuration call is: without texts there is nothing to show.
 */
async function untilLoaded(language: Language): Promise<void> {
  for (;;) {
    try {
      return await loadLanguage(language);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, CONFIG_RETRY_MS));
    }
  }
}

/** Starts i18next in the stored language; `<html lang>` follows every change. */
export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18next.use(initReactI18next).init({
    resources: {},
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Every locale has every key (locales.test.ts), so the fallback never needs Dutch's texts.
  if (language !== DEFAULT_LANGUAGE) {
    await untilLoaded(language);
    await changeLanguage(language);
  } else {
    await untilLoaded(DEFAULT_LANGUAGE);
    document.documentElement.lang = DEFAULT_LANGUAGE;
  }
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
