import { describe, expect, it } from 'vitest';
import { brandSettingsProblems, type BrandSettings } from './settings.ts';

const dutch: BrandSettings = {
  title: 'Dutch stocks',
  logo: './logo.svg',
  defaultLanguage: 'nl',
  upDown: 'greenUp',
  baseCurrency: 'USD',
  currencySigns: { USD: { prefix: '$ ', suffix: '' }, EUR: { prefix: '', suffix: ' €' } },
  customerServiceLink: '',
  uidPrefix: 'DS',
};

describe('brandSettingsProblems', () => {
  it('accepts a complete brand', () => {
    expect(brandSettingsProblems(dutch)).toEqual([]);
    expect(
      brandSettingsProblems({
        ...dutch,
        logo: './jade-logo.png',
        customerServiceLink: 'https://help.example.com',
        currencySigns: {},
        uidPrefix: '',
      }),
    ).toEqual([]);
  });

  it('names every wrong field, for the developer who wrote it', () => {
    expect(
      brandSettingsProblems({
        title: ' ',
        logo: '../elsewhere/logo.svg',
        defaultLanguage: 'fr',
        upDown: 'up',
        baseCurrency: 'KRW',
        currencySigns: { USD: { prefix: 'a very long sign' }, XXX: { prefix: '', suffix: '' } },
        customerServiceLink: 'http://help.example.com',
        uidPrefix: 'D-S',
      }),
    ).toEqual([
      'title: a text of 1 to 60 characters',
      'logo: a file beside brand.ts, such as ./logo.svg (svg, png or webp)',
      'defaultLanguage: one of nl, en, de, zh-Hant, zh-Hans, ko',
      'upDown: one of greenUp, redUp, blueOrange',
      'baseCurrency: one of EUR, USD, USDT, USDC',
      'customerServiceLink: empty (the app’s own support centre) or an https URL',
      'uidPrefix: up to 8 letters or digits',
      'currencySigns.USD: { prefix, suffix }, texts of at most 8 characters',
      expect.stringMatching(/^currencySigns\.XXX: not a currency \(EUR, USD, /),
    ]);
  });

  it('refuses what is not an object of settings', () => {
    expect(brandSettingsProblems(null)).toEqual(['the brand must be an object of settings']);
    expect(brandSettingsProblems([])).toEqual(['the brand must be an object of settings']);
    expect(brandSettingsProblems({ ...dutch, title: 7, logo: 7, uidPrefix: 7, currencySigns: 'USD' })).toEqual([
      'title: a text of 1 to 60 characters',
      'logo: a file beside brand.ts, such as ./logo.svg (svg, png or webp)',
      'uidPrefix: up to 8 letters or digits',
      'currencySigns: an object of { prefix, suffix } per currency',
    ]);
  });
});
