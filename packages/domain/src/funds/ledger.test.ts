import { describe, expect, it } from 'vitest';
import { isLedgerType, ledgerTypes } from './ledger.ts';

describe('ledger types', () => {
  it('know the types of api.md §3, each once', () => {
    expect(new Set(ledgerTypes).size).toBe(ledgerTypes.length);
    expect(ledgerTypes).toContain('exchangeOut');
    expect(isLedgerType('checkIn')).toBe(true);
    expect(isLedgerType('bonus')).toBe(false);
    expect(isLedgerType(1)).toBe(false);
  });
});
