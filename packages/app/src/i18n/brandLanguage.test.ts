import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@broker/domain';
import { initI18n, storedLanguage } from './i18n.ts';

afterEach(() => localStorage.clear());

// Unit tests build the default brand (vitest.config.ts): its language is Dutch; jade's build gets
// Traditional Chinese (brands/vite.test.ts), the new-brand test's English (tests/brand).
describe("the brand's language", () => {
  it('is the language the app opens in while the user has chosen none', async () => {
    expect(import.meta.env.BRAND_LANGUAGE).toBe('nl');
    expect(storedLanguage()).toBe('nl');
    await initI18n();
    expect(i18next.language).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('gives way to the language the user chose', () => {
    localStorage.setItem(storageKeys.lang, 'ko');
    expect(storedLanguage()).toBe('ko');
  });
});
