import { describe, expect, it } from 'vitest';
import { accountSummary, figuresOf, moneyFigures, type CurrencyMoney } from './summary.ts';

const rates = {
  feePct: '0.1',
  items: [
    { currency: 'USD' as const, rate: '1' },
    { currency: 'EUR' as const, rate: '0.92' },
  ],
};
const zero = { positionsValue: '0', openPnl: '0', realisedToday: '0', realisedTotal: '0', borrowed: '0' };
const eur: CurrencyMoney = {
  currency: 'EUR',
  balance: '18829.60',
  frozen: '200',
  positionsValue: '1170.395',
  openPnl: '-25.074',
  realisedToday: '17.47',
  realisedTotal: '17.47',
  borrowed: '1170.40',
};

describe('figuresOf', () => {
  it('adds the positions to the balance and rounds every figure to the currency', () => {
    expect(figuresOf(eur)).toEqual({
      equity: '20000.00',
      balance: '18829.60',
      available: '18629.60',
      frozen: '200.00',
      positionsValue: '1170.40',
      openPnl: '-25.07',
      realisedToday: '17.47',
      realisedTotal: '17.47',
      borrowed: '1170.40',
    });
  });
});

describe('accountSummary', () => {
  it('is the base currency’s figures when that is all there is, at rate 1', () => {
    const summary = accountSummary('EUR', [eur], rates);
    expect(summary.total).toEqual(figuresOf(eur));
    expect(summary.currencies).toEqual([{ ...figuresOf(eur), currency: 'EUR', rate: '1' }]);
    expect(summary.missing).toEqual([]);
  });

  it('converts the other currencies at the exchange’s rates, each figure rounded before it is added', () => {
    const usd: CurrencyMoney = { currency: 'USD', balance: '100', frozen: '0', ...zero, openPnl: '10.00' };
    const summary = accountSummary('EUR', [eur, usd], rates);
    expect(summary.currencies[1]).toMatchObject({ currency: 'USD', rate: '0.92000000', balance: '100.00' });
    expect(summary.total.balance).toBe('18921.60');
    expect(summary.total.openPnl).toBe('-15.87');
    expect(summary.total.equity).toBe('20092.00');
    for (const figure of moneyFigures) expect(summary.total[figure]).toMatch(/^-?\d+\.\d{2}$/);
  });

  it('leaves out, and names, a currency with money but no rate', () => {
    const cny: CurrencyMoney = { currency: 'CNY', balance: '50', frozen: '0', ...zero };
    const summary = accountSummary('EUR', [eur, cny], rates);
    expect(summary.missing).toEqual(['CNY']);
    expect(summary.currencies[1]!.rate).toBeNull();
    expect(summary.total.balance).toBe('18829.60');
    const noBase = accountSummary('EUR', [{ ...cny, balance: '0' }], { feePct: '0', items: [] });
    expect(noBase.currencies[0]!.rate).toBeNull();
    expect(noBase.missing).toEqual([]);
  });
});
