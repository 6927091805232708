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
import type { TextPart } from './textParts.ts';

/** The brand's language (brands/<name>/brand.ts): the app's until the user picks one. */
const defaultLanguage = import.meta.env.BRAND_LANGUAGE;

export { languages, isLanguage, type Language };

// Every language loads when chosen, the brand's default too, in two parts (textParts.ts): the entry
// carries no texts (issue #17); the start loads the stored language's start part alongside the
// configuration call (main.tsx), and the rest when a private screen opens or the app is idle.
const parts: Record<TextPart, Record<string, () => Promise<ResourceLanguage>>> = {
  start: import.meta.glob<ResourceLanguage>('../../../../locales/*.json', { query: '?texts=start', import: 'default' }),
  rest: import.meta.glob<ResourceLanguage>('../../../../locales/*.json', { query: '?texts=rest', import: 'default' }),
};

/** The language kept on the device, or the brand's (Dutch for dutch, Traditional Chinese for jade). */
export function storedLanguage(): Language {
  try {
    return pickLanguage(localStorage.getItem(storageKeys.lang), languages, defaultLanguage);
  } catch {
    return defaultLanguage;
  }
}

/** A language's part, downloaded once (a failed download is tried again on the next call). */
const downloads = new Map<string, Promise<ResourceLanguage>>();
function downloadTexts(language: Language, part: TextPart): Promise<ResourceLanguage> {
  const loader = parts[part][`../../../../locales/${language}.json`];
  if (!loader) return Promise.reject(new Error(`No texts for language ${language}`));
  const key = `${language} ${part}`;
  let download = downloads.get(key);
  if (!download) {
    download = loader();
    downloads.set(key, download);
    download.catch(() => downloads.delete(key));
  }
  return download;
}

/** The parts in i18next, by language; the rest is wanted from the first private screen on. */
const loaded = new Set<string>();
let restWanted = false;

async function loadPart(language: Language, part: TextPart): Promise<void> {
  const key = `${language} ${part}`;
  if (loaded.has(key)) return;
  // The parts hold disjoint groups (textParts.ts), so they join at the top: a deep merge and
  // i18next's defensive copy walked every text of the rest (some 45 ms at a phone's speed, in the
  // task a private screen's route waited on, issue #17). The part's module is never changed.
  i18next.addResourceBundle(language, 'translation', await downloadTexts(language, part), false, true, {
    silent: false,
    skipCopy: true,
  });
  loaded.add(key);
}

async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language, 'start'), restWanted ? loadPart(language, 'rest') : undefined]);
}

/**
 * The rest of the texts (the product slices'), in the current language and, from now on, in every
 * language chosen: a private screen's route waits for them (routes/router.tsx). Tried again every
 * few seconds while they fail to load, as the start's texts are.
 */
export function loadRestTexts(): Promise<void> {
  restWanted = true;
  const language = isLanguage(i18next.language) ? i18next.language : storedLanguage();
  return untilLoaded(() => loadLanguage(language));
}

/**
 * How long after the app's first commit the rest of the texts wait (then for an idle moment): the
 * first screen's own downloads (its chunk's styles, its images) and its paint go first. Started at
 * the first idle moment instead, their 14 KiB competed with those on a phone's network and were
 * counted towards the start screen's largest paint (issue #17). Nothing on view waits for them:
 * a private screen's route asks for them itself, at once.
 */
export const REST_TEXTS_GRACE_MS = 1000;

/**
 * The rest of the texts for the screens after the first (see `REST_TEXTS_GRACE_MS`), called from
 * the app's frame when it first commits (`load`: for tests). Returns a function that calls it off.
 */
export function loadRestTextsAfterFirstScreen(load: () => Promise<void> = loadRestTexts): () => void {
  let cancelled = false;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
  const timer = window.setTimeout(
    () =>
      whenIdle(() => {
        if (!cancelled) void load();
      }),
    REST_TEXTS_GRACE_MS,
  );
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}

/**
 * Texts, tried again every few seconds while they fail to load (a flaky network on the first
 * visit), as the configuration call is: without texts there is nothing to show.
 */
async function untilLoaded(load: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, CONFIG_RETRY_MS));
    }
  }
}

/** Starts i18next in the stored language; `<html lang>` follows every change. */
export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  // The texts' download starts before i18next's own start, not after it.
  downloadTexts(language, 'start').catch(() => undefined); // untilLoaded retries
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  loaded.clear(); // i18next starts with no texts
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
    await untilLoaded(() => loadLanguage(language));
    await changeLanguage(language);
  } else {
    await untilLoaded(() => loadLanguage(defaultLanguage));
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
