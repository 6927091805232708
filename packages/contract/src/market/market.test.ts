import { describe, expect, it } from 'vitest';
import { marketLimits } from '@broker/domain';
import { endpoints, QUOTE_STREAM_PATH, stockKlineRequestSchema, stockQuoteRequestSchema } from '../index.ts';

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
});
