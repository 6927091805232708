import { describe, expect, it } from 'vitest';
import nl from '../../../../locales/nl.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import de from '../../../../locales/de.json' with { type: 'json' };
import zhHant from '../../../../locales/zh-Hant.json' with { type: 'json' };
import zhHans from '../../../../locales/zh-Hans.json' with { type: 'json' };
import ko from '../../../../locales/ko.json' with { type: 'json' };
import {
  accountStateErrorKeys,
  adminSuccessKeyForPath,
  displayErrorKey,
  errorKeys,
  isErrorKey,
  isSuccessKey,
  messageKeys,
  successKeyForPath,
  successKeys,
} from './keys.ts';

const locales: Record<string, unknown> = { nl, en, de, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ko };

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
}

describe('message keys', () => {
  it('lists the 89 error keys of api.md §8.3 plus request.notFound, margin.retakeLater, intraday’s two and lending’s four (docs/decisions.md) with their prefix', () => {
    expect(errorKeys).toHaveLength(97);
    for (const key of ['notOwned', 'alreadyLent', 'notLent', 'endingAlready']) {
      expect(errorKeys).toContain(`error.lending.${key}`);
    }
    expect(errorKeys).toContain('error.intraday.activeExists');
    expect(errorKeys).toContain('error.intraday.lossLimit');
    expect(errorKeys).toContain('error.request.notFound');
    expect(errorKeys).toContain('error.margin.retakeLater');
    expect(new Set(errorKeys).size).toBe(errorKeys.length);
    expect(errorKeys.every((key) => key.startsWith('error.'))).toBe(true);
  });

  it('derives success keys from write paths', () => {
    expect(successKeyForPath('trade/close')).toBe('success.trade.close');
    expect(adminSuccessKeyForPath('review/decide')).toBe('success.admin.review.decide');
    expect(successKeys).toContain('success.ok');
    expect(successKeys).toContain('success.newShare.subscribe');
    expect(isSuccessKey('success.user.login') && !isSuccessKey('success.nope')).toBe(true);
  });

  it('maps unknown server messages to submit.failed', () => {
    expect(isErrorKey('error.funds.busy')).toBe(true);
    expect(displayErrorKey('error.funds.busy')).toBe('error.funds.busy');
    expect(displayErrorKey('boom')).toBe('error.submit.failed');
    expect(displayErrorKey(42)).toBe('error.submit.failed');
  });

  it.each(Object.keys(locales))('every key has a non-empty text in %s', (language) => {
    const missing = messageKeys.filter((key) => {
      const text = lookup(locales[language], key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('account-state errors refer to customer service', () => {
    const words: Record<string, string> = {
      nl: 'klantenservice',
      en: 'customer service',
      de: 'Kundenservice',
      'zh-Hant': '客服',
      'zh-Hans': '客服',
      ko: '고객센터',
    };
    for (const [language, word] of Object.entries(words)) {
      for (const key of accountStateErrorKeys) expect(lookup(locales[language], key)).toContain(word);
    }
  });

  it('names the fund password with one Dutch word everywhere, as the screens do', () => {
    const texts = (function flatten(node: unknown): string[] {
      if (typeof node === 'string') return [node];
      return typeof node === 'object' && node !== null ? Object.values(node).flatMap(flatten) : [];
    })(nl).map((text) => text.toLowerCase());
    expect(texts.some((text) => text.includes('transactiewachtwoord'))).toBe(true);
    expect(texts.filter((text) => text.includes('fondswachtwoord'))).toEqual([]);
  });
});
