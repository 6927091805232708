import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultKitTexts, type KitTexts } from '@broker/ui';

/**
 * The kit's own texts in the app's language, from the `kit.*` keys of the locale files. Texts
 * with placeholders (`kit.priceChange.up`: 'Gestegen met {{change}} ({{pct}})', `kit.quoteAge.*`,
 * `kit.depth.*`, `kit.kline.*`) arrive with their placeholders intact (i18next leaves variables it
 * was not given as written); the kit fills them.
 */
export function useKitTextsFromLocale(): KitTexts {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const fromLocale = t('kit', { returnObjects: true }) as Partial<KitTexts> | string;
    return typeof fromLocale === 'object' ? deepMerge(defaultKitTexts, fromLocale) : defaultKitTexts;
    // The language decides the texts; t changes identity with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language]);
}

function deepMerge<T extends object>(base: T, override: Partial<T>): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? deepMerge(current as object, value as object)
        : value;
  }
  return out as T;
}
