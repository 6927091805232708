import { describe, expect, it } from 'vitest';
import type { Quote } from '@broker/contract';
import { chunkIds, fresherQuote, mergeQuotes, reconnectDelay, sameQuote } from './quoteMerge.ts';
import { nlQuotes } from '../testing/fixtures.ts';

const asml = nlQuotes[0]!;
const at = (quote: Quote, updatedAt: string, price = quote.price): Quote => ({ ...quote, updatedAt, price });

describe('live quotes meet paged ones', () => {
  it('shows the live quote when it is at least as new, else the page’s', () => {
    const page = at(asml, '2026-01-05T10:15:00Z');
    expect(fresherQuote(page, undefined)).toBe(page);
    expect(fresherQuote(page, at(asml, '2026-01-05T10:14:00Z', '1.00'))).toBe(page);
    expect(fresherQuote(page, at(asml, '2026-01-05T10:16:00Z', '700.00')).price).toBe('700.00');
    expect(fresherQuote(page, { ...at(asml, '2026-01-05T10:16:00Z'), stockId: 'other' })).toBe(page);
  });

  it('keeps the fields of a detail that a quote does not have', () => {
    const detail = { ...at(asml, '2026-01-05T10:15:00Z'), lotSize: 100 };
    const merged = fresherQuote(detail, at(asml, '2026-01-05T10:16:00Z', '701.00'));
    expect(merged).toMatchObject({ lotSize: 100, price: '701.00', code: 'ASML' });
  });

  it('merges incoming quotes: newer replaces, older and unchanged do not', () => {
    const known = new Map<string, Quote>();
    const first = at(asml, '2026-01-05T10:15:00Z');
    expect(mergeQuotes(known, [first])).toEqual([asml.stockId]);
    expect(mergeQuotes(known, [at(asml, '2026-01-05T10:14:00Z', '1.00')])).toEqual([]);
    expect(mergeQuotes(known, [{ ...first }])).toEqual([]);
    expect(known.get(asml.stockId)).toBe(first);
    const next = at(asml, '2026-01-05T10:15:00Z', '613.00');
    expect(mergeQuotes(known, [next, next])).toEqual([asml.stockId]);
    expect(known.get(asml.stockId)).toBe(next);
  });

  it('compares quotes field by field', () => {
    expect(sameQuote(asml, { ...asml })).toBe(true);
    expect(sameQuote(asml, { ...asml, volume: asml.volume + 1 })).toBe(false);
  });
});

describe('the live client’s arithmetic', () => {
  it('splits ids into parts of at most the given size', () => {
    expect(chunkIds(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
    expect(chunkIds([], 50)).toEqual([]);
  });

  it('waits 1 s, then doubles up to 30 s before reconnecting', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(-1)).toBe(1000);
  });
});
