import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { defaultKitTexts } from '@broker/ui';
import { testI18n } from '../testing/testI18n.ts';
import { useKitTextsFromLocale } from './kitTexts.ts';
import nl from '../../../../locales/nl.json';
import en from '../../../../locales/en.json';
import de from '../../../../locales/de.json';
import zhHant from '../../../../locales/zh-Hant.json';
import zhHans from '../../../../locales/zh-Hans.json';
import ko from '../../../../locales/ko.json';

const locales: Record<string, { kit: unknown }> = { nl, en, de, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ko };

/** Every text of a tree as `path → text`. */
function flatten(tree: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    if (value && typeof value === 'object') Object.assign(out, flatten(value, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('kit texts in the locales', () => {
  const defaults = flatten(defaultKitTexts);

  it.each(Object.keys(locales))('%s has every kit text, with the placeholders the kit fills', (language) => {
    const texts = flatten(locales[language]!.kit);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(defaults).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(defaults[key]!));
    }
  });
});

describe('useKitTextsFromLocale', () => {
  it("gives the kit the language's texts as written, placeholders kept, and follows a change of language", async () => {
    const i18n = testI18n('de');
    const { result } = renderHook(() => useKitTextsFromLocale());
    expect(flatten(result.current)).toEqual(flatten(de.kit));
    expect(result.current.priceChange.up).toContain('{{change}}');
    await act(() => i18n.changeLanguage('ko'));
    expect(flatten(result.current)).toEqual(flatten(ko.kit));
    await act(() => i18n.changeLanguage('nl'));
  });
});
