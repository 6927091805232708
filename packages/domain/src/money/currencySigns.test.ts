import { afterEach, describe, expect, it } from 'vitest';
import { currencyAffixes, formatCurrency } from './currency.ts';
import { setCurrencySigns, specCurrencySigns } from './signs.ts';

describe("a brand's currency signs", () => {
  afterEach(() => setCurrencySigns(specCurrencySigns));

  it('replace the specification’s signs where the brand has its own, and keep the others', () => {
    setCurrencySigns({ USD: { prefix: 'US$ ', suffix: '' }, TWD: { prefix: 'NT$ ', suffix: '' } });
    expect(formatCurrency('1234.5', 'USD')).toBe('US$ 1.234,50');
    expect(formatCurrency('1234.5', 'TWD')).toBe('NT$ 1.234,50');
    expect(formatCurrency('1234.5', 'EUR')).toBe('1.234,50 €');
    expect(currencyAffixes('KRW')).toEqual({ prefix: '', suffix: ' KRW' });
  });

  it('start from the specification’s on every call, not from the last brand’s', () => {
    setCurrencySigns({ EUR: { prefix: '€ ', suffix: '' } });
    setCurrencySigns({});
    expect(formatCurrency('1', 'EUR')).toBe('1,00 €');
    expect(formatCurrency('1', 'USD')).toBe('$ 1,00');
  });
});
