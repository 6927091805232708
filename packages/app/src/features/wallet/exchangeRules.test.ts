import { describe, expect, it } from 'vitest';
import { exchangeCurrencies, exchangeFee, exchangeReceived } from '@broker/domain';
import {
  crossRate,
  defaultPair,
  exchangeIssues,
  exchangeQuote,
  formatRate,
  smallestExchange,
  type ExchangeRates,
} from './exchangeRules.ts';
import { ratesFixture } from './mocks.ts';

const rates: ExchangeRates = ratesFixture;

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
    expect(exchangeQuote({ from: 'USD', to: 'EUR', amount: '' }, rates)).toBeNull();
    expect(exchangeQuote({ from: 'USD', to: 'EUR', amount: '1.123' }, rates)).toBeNull();
    expect(exchangeQuote({ from: 'USD', to: 'EUR', amount: '1' }, { ...rates, items: [] })).toBeNull();
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
});

describe('rates', () => {
  it('keeps 8 decimals like the server and shows the significant ones', () => {
    expect(crossRate('25400', '1')).toBe('0.00003937');
    expect(formatRate('0.00003937')).toBe('0,00003937');
    expect(formatRate('0.92000000')).toBe('0,92');
    expect(formatRate('151.8')).toBe('151,80');
    expect(formatRate('1385')).toBe('1.385,00');
  });

  it('starts with USD into EUR, else the first two', () => {
    expect(defaultPair(['EUR', 'USD', 'CNY'])).toEqual({ from: 'USD', to: 'EUR' });
    expect(defaultPair(exchangeCurrencies)).toEqual({ from: 'USD', to: 'CNY' });
    expect(defaultPair(['JPY', 'KRW'])).toEqual({ from: 'JPY', to: 'KRW' });
    expect(defaultPair([])).toEqual({ from: '', to: '' });
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
