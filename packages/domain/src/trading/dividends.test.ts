import { describe, expect, it } from 'vitest';
import * as d from './dividends.ts';

describe('dividends', () => {
  it('withholds the issuer country’s tax', () => {
    expect(d.withholdingPct('NL')).toBe('15');
    expect(d.withholdingPct('DE')).toBe('26.375');
    expect(d.withholdingPct(d.issuerCountryOfMarket.usd)).toBe('15');
    expect(d.withholdingPct('US', { NL: '0', DE: '0', US: '30' })).toBe('30');
    expect(d.issuerCountries).toEqual(['NL', 'DE', 'US']);
  });

  it('pays a long the net and charges a short the gross', () => {
    expect(d.dividendCash({ direction: 'long', shares: 100, perShare: '0.50', withholdingPct: '15' })).toEqual({
      gross: '50.00',
      withholding: '7.50',
      amount: '42.50',
    });
    expect(d.dividendCash({ direction: 'long', shares: 33, perShare: '1.23', withholdingPct: '26.375' })).toEqual({
      gross: '40.59',
      withholding: '10.71',
      amount: '29.88',
    });
    expect(
      d.dividendCash({ direction: 'short', shares: 100, perShare: '0.50', withholdingPct: '15', currency: 'USD' }),
    ).toEqual({ gross: '50.00', withholding: '0.00', amount: '-50.00' });
  });

  it('entitles the positions held at the instant (the close before the ex-date)', () => {
    expect(d.isHeldAt({ openedAtMs: 10, closedAtMs: null }, 10)).toBe(true);
    expect(d.isHeldAt({ openedAtMs: 10, closedAtMs: 11 }, 10)).toBe(true);
    expect(d.isHeldAt({ openedAtMs: 10, closedAtMs: 10 }, 10)).toBe(false);
    expect(d.isHeldAt({ openedAtMs: 11, closedAtMs: null }, 10)).toBe(false);
    expect(d.isHeldAt({ openedAtMs: null, closedAtMs: null }, 10)).toBe(false);
  });

  it('reads bonus ratios a:b', () => {
    expect(d.parseRatio('10:1')).toEqual({ held: 10, bonus: 1 });
    expect(d.parseRatio('0:1')).toBeNull();
    expect(d.parseRatio('3:0')).toBeNull();
    expect(d.parseRatio('1.5:1')).toBeNull();
  });

  it('adds whole bonus shares and settles the fraction in cash', () => {
    // 105 shares at 10:1 → 10.5: 10 shares and half a share at 20.00 = 10.00.
    expect(d.bonusShares({ direction: 'long', shares: 105, ratio: { held: 10, bonus: 1 }, price: '20' })).toEqual({
      added: 10,
      cash: '10.00',
    });
    // 100 shares at 3:1 → 33⅓: 33 shares, a third of 9.99 = 3.33, paid by a short.
    expect(
      d.bonusShares({ direction: 'short', shares: 100, ratio: { held: 3, bonus: 1 }, price: '9.99', currency: 'USD' }),
    ).toEqual({ added: 33, cash: '-3.33' });
    expect(d.bonusShares({ direction: 'long', shares: 20, ratio: { held: 10, bonus: 1 }, price: '20' })).toEqual({
      added: 2,
      cash: '0.00',
    });
  });

  it('keeps the cost basis when bonus shares change the share count', () => {
    // 100 shares at 12.34 (cost 1234.00) → 110 shares at 11.218182 (× 110 = 1234.00002).
    expect(d.costBasisOpenPrice('12.34', 100, 110)).toBe('11.218182');
    // Read backwards: before 10 bonus shares, 100 of the 110 at 12.340000.
    expect(d.costBasisOpenPrice('11.218182', 110, 100)).toBe('12.340000');
    expect(d.costBasisOpenPrice('20', 105, 115)).toBe('18.260870');
  });
});
