import { describe, expect, it } from 'vitest';
import {
  applyLiveQuote,
  candleHolds,
  candleMinutes,
  candleStartMinute,
  olderPageBefore,
  periodMs,
  prependPage,
} from './kline.ts';
import { dailyPeriods, klinePeriods } from './vocabulary.ts';

/** A `stock/kline` candle as the wire has it. */
const candle = (time: string, close: string, overrides: Record<string, unknown> = {}) => ({
  time,
  open: '10.0000',
  high: '10.5000',
  low: '9.8000',
  close,
  volume: 1200,
  turnover: '12345.67',
  avgPrice: null,
  ...overrides,
});

/** A live quote as far as the chart reads it. */
const quote = (price: string, updatedAt: string) => ({ stockId: 'nl-ASML', price, updatedAt });

describe('applyLiveQuote', () => {
  const minutes = [candle('2026-11-23T09:00:00Z', '10.2000'), candle('2026-11-23T09:01:00Z', '10.3000')];

  it('moves the last candle’s close and widens its high and low, exactly', () => {
    const up = applyLiveQuote(minutes, quote('10.7100', '2026-11-23T09:01:30Z'), '1m');
    expect(up.at(-1)).toMatchObject({ close: '10.7100', high: '10.7100', low: '9.8000' });
    const down = applyLiveQuote(minutes, quote('9.5000', '2026-11-23T09:01:59Z'), 'intraday');
    expect(down.at(-1)).toMatchObject({ close: '9.5000', high: '10.5000', low: '9.5000' });
    expect(up[0]).toBe(minutes[0]);
  });

  it('leaves the candles alone for an older quote, a newer interval or the same price', () => {
    expect(applyLiveQuote(minutes, quote('11', '2026-11-23T08:59:00Z'), '1m')).toBe(minutes);
    expect(applyLiveQuote(minutes, quote('11', '2026-11-23T09:02:00Z'), '1m')).toBe(minutes);
    expect(applyLiveQuote(minutes, quote('10.3000', '2026-11-23T09:01:10Z'), '1m')).toBe(minutes);
    expect(applyLiveQuote([], quote('11', '2026-11-23T09:01:10Z'), '1m')).toEqual([]);
  });

  it('follows any later quote in daily and longer periods', () => {
    const days = [candle('2026-11-20T00:00:00Z', '10.0000'), candle('2026-11-23T00:00:00Z', '10.1000')];
    expect(applyLiveQuote(days, quote('10.2000', '2026-11-23T15:00:00Z'), 'day').at(-1)!.close).toBe('10.2000');
    expect(applyLiveQuote(days, quote('10.2000', '2026-11-27T15:00:00Z'), 'week').at(-1)!.close).toBe('10.2000');
  });

  it('knows each minute period’s length', () => {
    expect(periodMs('intraday')).toBe(60_000);
    expect(periodMs('30m')).toBe(1_800_000);
    expect(periodMs('day')).toBeNull();
  });
});

describe('candle periods', () => {
  it('count minutes for the minute periods and follow the sessions from a day up', () => {
    expect(klinePeriods.map(candleMinutes)).toEqual([1, 1, 5, 15, 30, null, null, null, null, null]);
    expect(klinePeriods.filter((period) => candleMinutes(period) === null)).toEqual([...dailyPeriods]);
  });

  it('start minute candles at the session’s opening', () => {
    expect(candleStartMinute(0, 5)).toBe(0);
    expect(candleStartMinute(4, 5)).toBe(0);
    expect(candleStartMinute(317, 5)).toBe(315);
    expect(candleStartMinute(317, 30)).toBe(300);
    expect(candleStartMinute(317, 1)).toBe(317);
  });

  it('hold the instants from their start up to the next candle', () => {
    const start = Date.UTC(2026, 10, 23, 13, 15);
    expect(candleHolds(start, start, '5m')).toBe(true);
    expect(candleHolds(start, start + 299_999, '5m')).toBe(true);
    expect(candleHolds(start, start + 300_000, '5m')).toBe(false);
    expect(candleHolds(start, start - 1, '5m')).toBe(false);
    expect(candleHolds(start, start + 86_400_000 * 3, 'month')).toBe(true);
    expect(candleHolds(start, start - 1, 'day')).toBe(false);
  });
});

describe('paging back', () => {
  it('asks for the page before the oldest candle and joins pages without doubles', () => {
    const current = [candle('2026-11-23T09:02:00Z', '1'), candle('2026-11-23T09:03:00Z', '2')];
    const older = [candle('2026-11-23T09:01:00Z', '0.5'), candle('2026-11-23T09:02:00Z', '1')];
    expect(olderPageBefore(current)).toBe('2026-11-23T09:02:00Z');
    expect(olderPageBefore([])).toBeUndefined();
    expect(prependPage(older, current).map((item) => item.time)).toEqual([
      '2026-11-23T09:01:00Z',
      '2026-11-23T09:02:00Z',
      '2026-11-23T09:03:00Z',
    ]);
    expect(prependPage(older, [])).toEqual(older);
  });
});
