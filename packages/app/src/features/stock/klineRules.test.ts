import { describe, expect, it } from 'vitest';
import type { Candle, Quote } from '@broker/contract';
import { applyLiveQuote, olderPageBefore, periodMs, prependPage, toKlineCandles } from './klineRules.ts';

const candle = (time: string, close: string, overrides: Partial<Candle> = {}): Candle => ({
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

const quote = (price: string, updatedAt: string): Quote => ({
  stockId: 'nl-ASML',
  code: 'ASML',
  name: 'ASML Holding',
  market: 'nl',
  board: 'listed',
  currency: 'EUR',
  tradable: true,
  isIndex: false,
  price,
  change: '0.1000',
  changePct: '1.00',
  open: '10.0000',
  prevClose: '9.9000',
  high: '10.5000',
  low: '9.8000',
  volume: 5000,
  turnover: '50000.00',
  limitUp: null,
  limitDown: null,
  tradingStatus: 'trading',
  updatedAt,
});

describe('toKlineCandles', () => {
  it('turns wire candles into the kit’s numbers, with the average price only when there is one', () => {
    const [plain, intraday] = toKlineCandles([
      candle('2026-11-23T09:00:00Z', '10.2500'),
      candle('2026-11-23T09:01:00Z', '10.3000', { avgPrice: '10.1234' }),
    ]);
    expect(plain).toEqual({
      time: Date.UTC(2026, 10, 23, 9, 0),
      open: 10,
      high: 10.5,
      low: 9.8,
      close: 10.25,
      volume: 1200,
    });
    expect(intraday!.avgPrice).toBe(10.1234);
  });

  it('maps the same wire candle to the same kit candle (a live tick changes only the last)', () => {
    const items = [candle('2026-11-23T09:00:00Z', '10.2000'), candle('2026-11-23T09:01:00Z', '10.3000')];
    const before = toKlineCandles(items);
    const after = toKlineCandles([items[0]!, { ...items[1]!, close: '10.4000' }]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.close).toBe(10.4);
  });
});

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
