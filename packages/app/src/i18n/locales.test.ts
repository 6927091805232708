import { describe, expect, it } from 'vitest';
import nl from '../../../../locales/nl.json';
import en from '../../../../locales/en.json';
import de from '../../../../locales/de.json';
import zhHant from '../../../../locales/zh-Hant.json';
import zhHans from '../../../../locales/zh-Hans.json';
import ko from '../../../../locales/ko.json';

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

// Dutch is the default language: every other locale has its keys, no more, with the same placeholders.
const reference = flatten(nl);
const others: Record<string, unknown> = { en, de, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ko };

describe('the six locales', () => {
  it.each(Object.keys(others))('%s has the same keys as nl, each with its placeholders and some text', (language) => {
    const texts = flatten(others[language]);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference[key]!));
    }
  });

  it('nl has some text for every key', () => {
    for (const [key, text] of Object.entries(reference)) expect(text.trim(), key).not.toBe('');
  });

  it('Dutch speaks to the user as "je" everywhere, never "u" (issue #26)', () => {
    // "u" alone is also the hour's unit ("2 u"), which the kit's clock texts use.
    const hourUnits = new Set(['kit.countdown.hours', 'kit.quoteAge.hours']);
    const formal = Object.entries(reference).filter(
      ([key, text]) => !hourUnits.has(key) && /\b(U|u|Uw|uw|Uzelf|uzelf)\b/.test(text),
    );
    expect(formal).toEqual([]);
  });
});
