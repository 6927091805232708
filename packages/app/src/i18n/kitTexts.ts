import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultKitTexts, type KitTexts } from '@broker/ui';

/**
 * The kit's own texts in the app's language, from the `kit.*` keys of the locale files, as they
 * are written there: texts with placeholders (`kit.priceChange.up`: 'Gestegen met {{change}}
 * ({{pct}})', `kit.quoteAge.*`, `kit.depth.*`, `kit.kline.*`) keep them; the kit fills them. The
 * locale's object is read as it is, not through `t('kit', { returnObjects: true })`, which
 * translated each of the kit's texts one by one: 16 ms of the first render on this machine, four
 * times that on a phone (issue #17). Every locale has every kit text (kitTexts.test.ts).
 */
export function useKitTextsFromLocale(): KitTexts {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const fromLocale = i18n.getResource(language, 'translation', 'kit') as Partial<KitTexts> | undefined;
    return fromLocale && typeof fromLocale === 'object' ? deepMerge(defaultKitTexts, fromLocale) : defaultKitTexts;
  }, [i18n, language]);
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
