import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@broker/domain';
import { initI18n } from './i18n.ts';

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
});
