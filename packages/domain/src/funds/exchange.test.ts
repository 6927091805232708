import { describe, expect, it } from 'vitest';
import { exchangeCurrencies } from '../money/currency.ts';
import { exchangeFee, exchangeReceived } from '../trade/arithmetic.ts';
import {
  crossRate,
  defaultPair,
  exchangeIssues,
  exchangeQuote,
  heldRateInstant,
  RATE_HOLD_MINUTES,
  smallestExchange,
  type ExchangeRates,
} from './exchange.ts';

/** `exchange/rates` as the app's fixtures answer it. */
const rates: ExchangeRates = {
  feePct: '0.10',
  items: [
    { currency: 'USD', rate: '1' },
    { currency: 'EUR', rate: '0.92' },
    { currency: 'USDT', rate: '1' },
    { currency: 'USDC', rate: '1' },
    { currency: 'CNY', rate: '7.24' },
    { currency: 'TWD', rate: '32.5' },
    { currency: 'HKD', rate: '7.81' },
    { currency: 'THB', rate: '36.2' },
    { currency: 'JPY', rate: '151.8' },
    { currency: 'VND', rate: '25400' },
    { currency: 'MYR', rate: '4.72' },
    { currency: 'KRW', rate: '1385' },
  ],
};

describe('exchangeQuote', () => {
  it('gives the rate (to per from), the fee and the received amount of the domain', () => {
    expect(exchangeQuote({ from: 'USD', to: 'EUR', amount: '123.45' }, rates)).toEqual({
      from: 'USD',
      to: 'EUR',
      amount: '123.45',
      rate: '0.92000000',
      feePct: '0.10',
      fee: exchangeFee('123.45', '1', '0.92', '0.10', 'EUR'),
      received: exchangeReceived('123.45', '1', '0.92', '0.10', 'EUR'),
    });
    expect(exchangeQuote({ from: 'USD', to: 'EUR', amount: '123.45' }, rates)?.received).toBe('113.46');
  });

  it('is null until the form can be computed', () => {
    expect(exchangeQuote({ from: 'USD', to: 'USD', amount: '1' }, rates)).toBeNull();
    expect(exchangeQuote({ from: '', to: 'EUR', amount: '1' }, rates)).toBeNull();
    expect(exchangeQuote({ from: 'USD', to: '', amount: '1' }, rates)).toBeNull();
    expect(exchangeQuote({ from: 'USD', to: 'EUR', amount: '' }, rates)).toBeNull();
    expect(exchangeQuote({ from: 'USD', to: 'EUR', amount: '1.123' }, rates)).toBeNull();
    expect(exchangeQuote({ from: 'USD', to: 'EUR', amount: '1' }, { ...rates, items: [] })).toBeNull();
  });

  it('is null while a rate is missing or not positive', () => {
    const usd = { currency: 'USD', rate: '1' } as const;
    expect(exchangeQuote({ from: 'USD', to: 'EUR', amount: '1' }, { ...rates, items: [usd] })).toBeNull();
    const zero = [usd, { currency: 'EUR', rate: '0' }] as const;
    expect(exchangeQuote({ from: 'USD', to: 'EUR', amount: '1' }, { ...rates, items: zero })).toBeNull();
    expect(exchangeQuote({ from: 'EUR', to: 'USD', amount: '1' }, { ...rates, items: zero })).toBeNull();
  });
});

describe('exchangeIssues', () => {
  it('refuses the same currency (the domain validator)', () => {
    expect(exchangeIssues({ from: 'EUR', to: 'EUR', amount: '10' }, rates)).toEqual([
      { field: 'to', key: 'error.exchange.sameCurrency' },
    ]);
  });

  it('checks the available balance', () => {
    expect(exchangeIssues({ from: 'USD', to: 'EUR', amount: '10' }, rates, { available: '5', balance: '20' })).toEqual([
      { field: 'amount', key: 'error.balance.availableInsufficient' },
    ]);
    expect(exchangeIssues({ from: 'USD', to: 'EUR', amount: '10' }, rates, { available: '50' })).toEqual([]);
  });

  it('refuses an amount that receives nothing after rounding down, with the server minimum', () => {
    expect(exchangeIssues({ from: 'KRW', to: 'EUR', amount: '0.01' }, rates)).toEqual([
      { field: 'amount', key: 'error.amount.belowMinimum', params: { min: '15.07', currency: 'KRW' } },
    ]);
    const min = smallestExchange('1385', '0.92', '0.10', 'KRW', 'EUR');
    expect(exchangeReceived(min, '1385', '0.92', '0.10', 'EUR')).toBe('0.01');
    expect(exchangeIssues({ from: 'KRW', to: 'EUR', amount: min }, rates)).toEqual([]);
  });

  it('leaves an unpriced pair to the server (no minimum can be computed)', () => {
    const items = [
      { currency: 'USD', rate: '1' },
      { currency: 'EUR', rate: '0' },
    ] as const;
    expect(exchangeIssues({ from: 'USD', to: 'EUR', amount: '10' }, { ...rates, items })).toEqual([]);
  });
});

describe('smallestExchange', () => {
  it('is the least amount of `from` that receives the last decimal of `to`', () => {
    // 0.000001 USDT at 1:1 after a 0.10 % fee takes 0.000001 / 0.999 USD: a cent, rounded up.
    expect(smallestExchange('1', '1', '0.10', 'USD', 'USDT')).toBe('0.01');
    expect(smallestExchange('1', '1', '0.10', 'USDT', 'USD')).toBe('0.010011');
  });
});

describe('rates', () => {
  it('keeps 8 decimals like the server', () => {
    expect(crossRate('25400', '1')).toBe('0.00003937');
  });

  it('starts with USD into EUR, else the first two', () => {
    expect(defaultPair(['EUR', 'USD', 'CNY'])).toEqual({ from: 'USD', to: 'EUR' });
    expect(defaultPair(exchangeCurrencies)).toEqual({ from: 'USD', to: 'CNY' });
    expect(defaultPair(['JPY', 'KRW'])).toEqual({ from: 'JPY', to: 'KRW' });
    expect(defaultPair([])).toEqual({ from: '', to: '' });
  });

  it('goes into EUR when USD cannot be exchanged', () => {
    expect(defaultPair(['JPY', 'EUR', 'KRW'])).toEqual({ from: 'JPY', to: 'EUR' });
  });

  it('starts from USD when it has money, else the first wallet with money, into USD (or EUR from USD)', () => {
    const empty = { available: '0.00' };
    expect(
      defaultPair(
        ['USD', 'EUR', 'CNY'],
        [
          { currency: 'USD', ...empty },
          { currency: 'EUR', available: '1234.56' },
        ],
      ),
    ).toEqual({ from: 'EUR', to: 'USD' });
    expect(
      defaultPair(
        ['EUR', 'USD'],
        [
          { currency: 'EUR', available: '7' },
          { currency: 'USD', available: '5' },
        ],
      ),
    ).toEqual({ from: 'USD', to: 'EUR' });
    expect(defaultPair(['JPY', 'KRW'], [{ currency: 'KRW', available: '100' }])).toEqual({ from: 'KRW', to: 'JPY' });
    // A wallet in a currency that cannot be exchanged, or with nothing available, changes nothing.
    expect(
      defaultPair(
        ['EUR', 'USD'],
        [
          { currency: 'GBP', available: '9' },
          { currency: 'EUR', ...empty },
        ],
      ),
    ).toEqual({ from: 'USD', to: 'EUR' });
  });
});

describe('heldRateInstant', () => {
  const shown = '2026-11-24T09:30:00Z';
  const at = (iso: string) => Date.parse(iso);

  it('honours the rates shown for two minutes from their minute', () => {
    expect(RATE_HOLD_MINUTES).toBe(2);
    expect(heldRateInstant(shown, at('2026-11-24T09:31:30Z'))).toBe(at(shown));
    expect(heldRateInstant(shown, at('2026-11-24T09:31:59.999Z'))).toBe(at(shown));
  });

  it('takes now past the hold, for a time to come, and without or with an unreadable time', () => {
    const now = at('2026-11-24T09:32:00Z');
    expect(heldRateInstant(shown, now)).toBe(now);
    expect(heldRateInstant('2026-11-24T09:40:00Z', now)).toBe(now);
    expect(heldRateInstant(undefined, now)).toBe(now);
    expect(heldRateInstant('soon', now)).toBe(now);
  });
});
