import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@broker/domain';
import { changeLanguage, initI18n, loadRestTexts } from './i18n.ts';

afterEach(() => localStorage.clear());

describe('initI18n', () => {
  it('loads only the stored language’s texts: the entry carries none, Dutch is not loaded for a German user', async () => {
    localStorage.setItem(storageKeys.lang, 'de');
    await initI18n();
    expect(i18next.language).toBe('de');
    expect(i18next.hasResourceBundle('de', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('nl', 'translation')).toBe(false);
    expect(document.documentElement.lang).toBe('de');
    expect(i18next.t('common.loading')).not.toBe('common.loading');
  });

  it('starts with the start part only; the rest comes when asked for, and with every language chosen after', async () => {
    localStorage.setItem(storageKeys.lang, 'de');
    await initI18n();
    const productText = () => i18next.getResource(i18next.language, 'translation', 'trading') as unknown;
    const startText = () => i18next.getResource(i18next.language, 'translation', 'login') as unknown;
    expect(startText()).toBeTypeOf('object');
    // (Another test in this worker may have loaded the rest already: only the German start is asked for here.)
    await loadRestTexts();
    expect(productText()).toBeTypeOf('object');
    await changeLanguage('ko');
    expect(i18next.language).toBe('ko');
    expect(startText()).toBeTypeOf('object');
    expect(productText()).toBeTypeOf('object');
  });
});
