import { describe, expect, it } from 'vitest';
import { depositRequestSchema, ledgerEntrySchema, withdrawInfoRequestSchema } from '../index.ts';

describe('funds shapes', () => {
  it('takes amounts as text for the domain to judge, and proof as an upload path', () => {
    const deposit = {
      requestId: '3f1c2b4e-8a9d-4c7e-9b2a-1d5e6f7a8b9c',
      channelId: 'c1',
      amount: '100.00',
      proofImage: '/uploads/p.png',
    };
    expect(depositRequestSchema.safeParse(deposit).success).toBe(true);
    expect(depositRequestSchema.safeParse({ ...deposit, amount: 100 }).success).toBe(false);
    expect(depositRequestSchema.safeParse({ ...deposit, requestId: 'again' }).success).toBe(false);
  });

  it('asks for withdrawal limits in USD unless told otherwise', () => {
    expect(withdrawInfoRequestSchema.parse({})).toEqual({ currency: 'USD' });
  });

  it('keeps ledger entries to the ledger types, with signed decimal amounts', () => {
    const entry = {
      id: 'l1',
      type: 'deposit',
      currency: 'EUR',
      amount: '-12.50',
      frozenChange: '0.00',
      balanceAfter: '87.50',
      availableAfter: '87.50',
      refId: null,
      remark: null,
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(ledgerEntrySchema.safeParse(entry).success).toBe(true);
    expect(ledgerEntrySchema.safeParse({ ...entry, type: 'bonus' }).success).toBe(false);
    expect(ledgerEntrySchema.safeParse({ ...entry, amount: '1e3' }).success).toBe(false);
  });
});
