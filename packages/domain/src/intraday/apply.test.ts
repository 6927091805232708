import { describe, expect, it } from 'vitest';
import { validateIntradayApply, type IntradayApplyContext } from './apply.ts';
import { errorFieldOf } from '../forms/errorFields.ts';

const hours = { open: '09:00', close: '17:30', timeZone: 'Europe/Amsterdam', days: [1, 2, 3, 4, 5] };
const monday = Date.parse('2026-11-23T10:00:00Z');
const context: IntradayApplyContext = {
  nowMs: monday,
  currency: 'EUR',
  minAmount: '1000',
  maxAmount: '50000',
  hours,
  open: true,
  isSeat: false,
  hasActive: false,
  available: '5000.00',
  balance: '5000.00',
  fundPasswordSet: true,
  fundPasswordMatches: true,
};
const keys = (input: { amount: unknown; fundPassword: unknown }, overrides: Partial<IntradayApplyContext> = {}) =>
  validateIntradayApply(input, { ...context, ...overrides }).map((found) => `${found.field}:${found.key}`);
const good = { amount: '2000', fundPassword: '135790' };

describe('validateIntradayApply', () => {
  it('takes an amount within the bounds and the funds, with the fund password', () => {
    expect(keys(good)).toEqual([]);
  });

  it('asks for the amount and the fund password first', () => {
    expect(keys({ amount: '', fundPassword: '' })).toEqual([
      'amount:error.validation.required',
      'fundPassword:error.validation.required',
    ]);
  });

  it('checks in the server’s order: restrictions, password, seat, switch, hours, one active, bounds, funds', () => {
    expect(keys(good, { restrictions: ['frozen'], fundPasswordMatches: false, isSeat: true })[0]).toBe(
      'account:error.account.frozen',
    );
    expect(keys(good, { fundPasswordMatches: false, isSeat: true })).toEqual(['fundPassword:error.fundPassword.wrong']);
    expect(keys(good, { isSeat: true, open: false })).toEqual(['account:error.account.alreadySeat']);
    expect(keys(good, { open: false, nowMs: Date.parse('2026-11-22T10:00:00Z') })).toEqual([
      'amount:error.channel.closed',
    ]);
    expect(keys(good, { nowMs: Date.parse('2026-11-22T10:00:00Z'), hasActive: true })).toEqual([
      'time:error.time.outsideTrading',
    ]);
    expect(keys(good, { hasActive: true })).toEqual(['amount:error.intraday.activeExists']);
    expect(keys({ ...good, amount: '999.99' })).toEqual(['amount:error.amount.belowMinimum']);
    expect(keys({ ...good, amount: '50000.01' })).toEqual(['amount:error.amount.aboveMaximum']);
    expect(keys(good, { available: '1500.00' })).toEqual(['amount:error.balance.availableInsufficient']);
    expect(keys(good, { balance: '1500.00', available: '1500.00' })).toEqual(['amount:error.balance.insufficient']);
  });

  it('names the bound and its currency', () => {
    expect(validateIntradayApply({ ...good, amount: '10' }, context)[0]?.params).toEqual({
      min: '1000',
      currency: 'EUR',
    });
  });
});

describe('intraday/apply answers', () => {
  it('puts the amount and fund password answers on their fields, and the rest on the form', () => {
    expect(errorFieldOf('intraday/apply', 'error.amount.belowMinimum')).toBe('amount');
    expect(errorFieldOf('intraday/apply', 'error.intraday.activeExists')).toBe('amount');
    expect(errorFieldOf('intraday/apply', 'error.fundPassword.wrong')).toBe('fundPassword');
    expect(errorFieldOf('intraday/apply', 'error.time.outsideTrading')).toBeNull();
    expect(errorFieldOf('intraday/apply', 'error.account.alreadySeat')).toBeNull();
  });
});
