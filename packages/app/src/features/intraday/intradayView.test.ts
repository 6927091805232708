import { describe, expect, it } from 'vitest';
import { intradayRules } from '@broker/domain';
import { createIntradayRecord } from '../../testing/factories.ts';
import { isActive, liveBuyingPower, recordState, rulePercent } from './intradayView.ts';

const info = { currency: 'EUR' as const, rules: { ...intradayRules, dailyLossPct: '5', maxLossPct: '10' } };

describe('intraday view', () => {
  it('says what an application is: pending, approved for its day, settled or rejected', () => {
    expect(recordState(createIntradayRecord())).toBe('pending');
    expect(recordState(createIntradayRecord({ status: 'approved', day: '2026-11-23' }))).toBe('approved');
    expect(
      recordState(createIntradayRecord({ status: 'approved', day: '2026-11-23', settledAt: '2026-11-23T16:30:00Z' })),
    ).toBe('settled');
    expect(recordState(createIntradayRecord({ status: 'rejected', rejectReason: 'experience' }))).toBe('rejected');
  });

  it('takes no new application while one is under review or its account is not settled', () => {
    expect(isActive(null)).toBe(false);
    expect(isActive(createIntradayRecord())).toBe(true);
    expect(isActive(createIntradayRecord({ status: 'approved' }))).toBe(true);
    expect(isActive(createIntradayRecord({ status: 'approved', settledAt: '2026-11-23T16:30:00Z' }))).toBe(false);
    expect(isActive(createIntradayRecord({ status: 'rejected' }))).toBe(false);
  });

  it('gives the buying power of the amount typed, through the domain, and none for no amount', () => {
    expect(liveBuyingPower('2000', info)).toBe('10000.00');
    expect(liveBuyingPower('1234.5', info)).toBe('6172.50');
    expect(liveBuyingPower('', info)).toBeNull();
    expect(liveBuyingPower('0', info)).toBeNull();
    expect(liveBuyingPower('abc', info)).toBeNull();
  });

  it('writes a rule’s percentage with its own decimals', () => {
    expect(rulePercent('5')).toBe('5\u00a0%');
    expect(rulePercent('10.00')).toBe('10\u00a0%');
    expect(rulePercent('7.5')).toBe('7,5\u00a0%');
  });
});
