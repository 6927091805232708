import { describe, expect, it } from 'vitest';
import { creditQuota, loanTerms, overdueRatePct } from './terms.ts';

describe('loan terms', () => {
  it('are the sandbox’s written figures', () => {
    expect(loanTerms).toMatchObject({ currency: 'EUR', minAmount: '100.00', termDays: 30, annualRatePct: '9.90' });
    expect(overdueRatePct(loanTerms)).toBe('13.90');
  });

  it('give a quota from the credit score: 100 € a point up to 20 000 €, none below 60', () => {
    expect(creditQuota(100)).toBe('10000.00');
    expect(creditQuota(60)).toBe('6000.00');
    expect(creditQuota(59)).toBe('0.00');
    expect(creditQuota(0)).toBe('0.00');
    expect(creditQuota(250)).toBe('20000.00');
    expect(creditQuota(100, { ...loanTerms, quotaPerScorePoint: '50' })).toBe('5000.00');
  });
});
