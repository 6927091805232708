import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, gte, lte, sub } from '../money/decimal.ts';
import { defaultTradingWindows } from '../time/markets.ts';
import { localDay } from '../trading/calendar.ts';
import {
  intradayBuyingPower,
  intradayLossMeter,
  intradayOrderBreach,
  intradaySettlement,
  intradayTimes,
} from './rules.ts';

const money = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));
const signed = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));

describe('intradayBuyingPower', () => {
  it('is the amount times k, k capped at 5 and at least 1', () => {
    expect(intradayBuyingPower('1000', 5, 'EUR')).toBe('5000.00');
    expect(intradayBuyingPower('1000', 9, 'EUR')).toBe('5000.00');
    expect(intradayBuyingPower('1000', 0, 'EUR')).toBe('1000.00');
    expect(intradayBuyingPower('1000.5', 2.7, 'USD')).toBe('2001.00');
  });
});

describe('intradayTimes', () => {
  it('previews 15 and flattens 5 minutes before the close', () => {
    const calendar = { window: defaultTradingWindows.nl };
    const day = localDay(Date.parse('2026-11-23T10:00:00Z'), 'Europe/Amsterdam');
    const times = intradayTimes(day, calendar);
    expect(new Date(times.closeMs).toISOString()).toBe('2026-11-23T16:30:00.000Z');
    expect(new Date(times.flattenMs).toISOString()).toBe('2026-11-23T16:25:00.000Z');
    expect(new Date(times.previewMs).toISOString()).toBe('2026-11-23T16:15:00.000Z');
  });
});

describe('intradayLossMeter', () => {
  const base = { amount: '1000', dayStartEquity: '1000', currency: 'EUR' as const };
  it('counts losses against 5 % a day and 10 % in all; gains use none', () => {
    expect(intradayLossMeter({ ...base, equity: '1020' })).toEqual({
      dayLoss: '0.00',
      dayLimit: '50.00',
      dayUsedPct: '0.0',
      totalLoss: '0.00',
      maxLimit: '100.00',
      maxUsedPct: '0.0',
      breach: null,
    });
    expect(intradayLossMeter({ ...base, equity: '970' })).toMatchObject({ dayUsedPct: '60.0', maxUsedPct: '30.0' });
    expect(intradayLossMeter({ ...base, equity: '950' }).breach).toBe('dailyLoss');
    expect(intradayLossMeter({ ...base, dayStartEquity: '930', equity: '900' }).breach).toBe('maxLoss');
  });
  it('says nothing is used of a zero limit', () => {
    expect(intradayLossMeter({ ...base, amount: '0', equity: '0' }).dayUsedPct).toBe('0.0');
  });
  it('breaches exactly when a loss reaches its limit (property)', () => {
    fc.assert(
      fc.property(money, signed, (amount, change) => {
        const equity = add(amount, change);
        const meter = intradayLossMeter({ amount, dayStartEquity: amount, equity, currency: 'EUR' });
        const reached = gte(meter.dayLoss, meter.dayLimit) || gte(meter.totalLoss, meter.maxLimit);
        expect(meter.breach !== null).toBe(reached);
        expect(gte(meter.dayLoss, 0)).toBe(true);
      }),
    );
  });
});

describe('intradayOrderBreach', () => {
  it('refuses an order whose fees alone would reach a limit', () => {
    const input = { amount: '1000', dayStartEquity: '1000', currency: 'EUR' as const };
    expect(intradayOrderBreach({ ...input, equity: '960', roundTripFee: '5' })).toBeNull();
    expect(intradayOrderBreach({ ...input, equity: '960', roundTripFee: '10' })).toBe('dailyLoss');
  });
});

describe('intradaySettlement', () => {
  it('credits amount + P&L − fees, floored at zero', () => {
    expect(intradaySettlement({ amount: '1000', realisedPnl: '120.50', fees: '4.20', currency: 'EUR' })).toEqual({
      credit: '1116.30',
      protectedLoss: '0.00',
    });
    expect(intradaySettlement({ amount: '1000', realisedPnl: '-1200', fees: '5', currency: 'EUR' })).toEqual({
      credit: '0.00',
      protectedLoss: '205.00',
    });
  });
  it('is never negative, and the floor absorbs exactly the shortfall (property)', () => {
    fc.assert(
      fc.property(money, signed, money, (amount, realisedPnl, fees) => {
        const { credit, protectedLoss } = intradaySettlement({ amount, realisedPnl, fees, currency: 'EUR' });
        expect(gte(credit, 0)).toBe(true);
        expect(gte(protectedLoss, 0)).toBe(true);
        expect(sub(credit, protectedLoss)).toBe(sub(add(amount, realisedPnl), fees));
        expect(lte(protectedLoss, 0) || credit === '0.00').toBe(true);
      }),
    );
  });
});
