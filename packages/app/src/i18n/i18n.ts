import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  CONFIG_RETRY_MS,
  isLanguage,
  languages,
  storageKeys,
  storedLanguage as pickLanguage,
  type Language,
} from '@broker/domain';

/** The brand's language (brands/<name>/brand.ts): the app's until the user picks one. */
const defaultLanguage = import.meta.env.BRAND_LANGUAGE;

export { languages, isLanguage, type Language };

// Every language loads when chosen, the brand's default too: the entry carries no texts (issue #17), the start
// loads only the stored language's, alongside the configuration call (main.tsx).
const loaders = import.meta.glob<ResourceLanguage>('../../../../locales/*.json', { import: 'default' });

/** The language kept on the device, or the brand's (Dutch for dutch, Traditional Chinese for jade). */
export function storedLanguage(): Language {
  try {
    return pickLanguage(localStorage.getItem(storageKeys.lang), languages, defaultLanguage);
  } catch {
    return defaultLanguage;
  }
}

/** A language's texts, downloaded once (a failed download is tried again on the next call). */
const downloads = new Map<Language, Promise<ResourceLanguage>>();
function downloadTexts(language: Language): Promise<ResourceLanguage> {
  const loader = loaders[`../../../../locales/${language}.json`];
  if (!loader) return Promise.reject(new Error(`No texts for language ${language}`));
  let download = downloads.get(language);
  if (!download) {
    download = loader();
    downloads.set(language, download);
    download.catch(() => downloads.delete(language));
  }
  return download;
}

async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await downloadTexts(language), true, true);
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
  // The texts' download starts before i18next's own start, not after it.
  downloadTexts(language).catch(() => undefined); // untilLoaded reports and retries
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18next.use(initReactI18next).init({
    resources: {},
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // Every locale has every key (locales.test.ts), so the fallback never needs the default's texts.
  if (language !== defaultLanguage) {
    await untilLoaded(language);
    await changeLanguage(language);
  } else {
    await untilLoaded(defaultLanguage);
    document.documentElement.lang = defaultLanguage;
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
