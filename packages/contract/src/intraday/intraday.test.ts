import { describe, expect, it } from 'vitest';
import { intradayRecordsRequestSchema, intradayRecordsResponseSchema } from './schemas.ts';

describe('intraday schemas', () => {
  it('take a page and answer a page of records', () => {
    expect(intradayRecordsRequestSchema.parse({})).toEqual({ page: 1, size: 20 });
    const record = { id: 'r1', orderNo: 'R1', createdAt: '2026-11-23T10:00:00Z' };
    expect(intradayRecordsResponseSchema.parse({ items: [record], total: 1, page: 1, size: 20 }).items).toEqual([
      record,
    ]);
    expect(
      intradayRecordsResponseSchema.safeParse({ items: [{ id: 'r1' }], total: 1, page: 1, size: 20 }).success,
    ).toBe(false);
  });
});
