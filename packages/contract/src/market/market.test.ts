import { describe, expect, it } from 'vitest';
import { marketLimits } from '@broker/domain';
import {
  endpoints,
  loadQuoteStreamChecks,
  QUOTE_STREAM_PATH,
  quoteStreamRequestSchema,
  quoteStreamSetRequestSchema,
  stockKlineRequestSchema,
  stockQuoteRequestSchema,
} from '../index.ts';

describe('market shapes', () => {
  it('asks for unadjusted candles, the domain’s default number, unless told otherwise', () => {
    expect(stockKlineRequestSchema.parse({ stockId: 's1', period: 'day' })).toEqual({
      stockId: 's1',
      period: 'day',
      adjust: 'none',
      limit: marketLimits.klineDefault,
    });
    expect(stockKlineRequestSchema.safeParse({ stockId: 's1', period: 'day', before: '2026-01-01' }).success).toBe(
      false,
    );
  });

  it('quotes between one and the domain’s maximum of instruments at once', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);
    expect(stockQuoteRequestSchema.safeParse({ stockIds: [] }).success).toBe(false);
    expect(stockQuoteRequestSchema.safeParse({ stockIds: ids(marketLimits.quoteIds) }).success).toBe(true);
    expect(stockQuoteRequestSchema.safeParse({ stockIds: ids(marketLimits.quoteIds + 1) }).success).toBe(false);
  });

  it('keeps the quote stream out of the envelope endpoints (it answers text/event-stream)', () => {
    expect(Object.keys(endpoints)).not.toContain(QUOTE_STREAM_PATH);
  });

  it('streams up to the domain’s limit of ids on one stream, and changes them within the same limit', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);
    expect(marketLimits.streamIds).toBeGreaterThan(marketLimits.quoteIds);
    expect(quoteStreamRequestSchema.safeParse({ stockIds: ids(marketLimits.streamIds) }).success).toBe(true);
    expect(quoteStreamRequestSchema.safeParse({ stockIds: ids(marketLimits.streamIds + 1) }).success).toBe(false);
    const set = (stockIds: string[]) => quoteStreamSetRequestSchema.safeParse({ streamId: 'a1', stockIds }).success;
    expect(set(ids(marketLimits.streamIds))).toBe(true);
    expect(set(ids(marketLimits.streamIds + 1))).toBe(false);
    expect(set([])).toBe(false);
    expect(endpoints['stock/streamSet'].response.safeParse(null).success).toBe(true);
  });

  it('loads the stream’s event checks on demand', async () => {
    const checks = await loadQuoteStreamChecks();
    expect(checks.open.safeParse({ streamId: 'a1' }).success).toBe(true);
    expect(checks.quotes.safeParse([{ stockId: 'nl-ASML' }]).success).toBe(false);
    expect(checks.quotes.safeParse([]).success).toBe(true);
  });
});
