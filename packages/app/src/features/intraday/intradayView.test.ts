import { describe, expect, it } from 'vitest';
import { intradayRules } from '@broker/domain';
import { createIntradayRecord } from '../../testing/factories.ts';
import {
  closedByRule,
  dayPhase,
  hasRunningAccount,
  hasSession,
  isActive,
  liveBuyingPower,
  meterFill,
  meterSummary,
  meterValues,
  recordState,
  rulePercent,
  tradesLeftOut,
  usedPercent,
} from './intradayView.ts';

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

  it('fills a meter’s bar with the share of its limit used, full at a breach and beyond', () => {
    expect(meterFill('40.00')).toBe(40);
    expect(meterFill('0.00')).toBe(0);
    expect(meterFill('-3.00')).toBe(0);
    expect(meterFill('112.50')).toBe(100);
    expect(usedPercent('40.00')).toBe('40\u00a0%');
    expect(usedPercent('42.55')).toBe('42,6\u00a0%');
  });

  it('places the running account’s day: trading, past the preview, flattened', () => {
    const times = { previewAt: '2026-11-24T16:10:00Z', flattenAt: '2026-11-24T16:25:00Z' };
    expect(dayPhase(Date.parse('2026-11-24T16:09:59Z'), times)).toBe('trading');
    expect(dayPhase(Date.parse('2026-11-24T16:10:00Z'), times)).toBe('preview');
    expect(dayPhase(Date.parse('2026-11-24T16:25:00Z'), times)).toBe('flattened');
  });

  it('has a running account while the latest application is approved and not settled', () => {
    expect(hasRunningAccount(null)).toBe(false);
    expect(hasRunningAccount(createIntradayRecord())).toBe(false);
    expect(hasRunningAccount(createIntradayRecord({ status: 'approved' }))).toBe(true);
    expect(hasRunningAccount(createIntradayRecord({ status: 'approved', settledAt: '2026-11-23T16:30:00Z' }))).toBe(
      false,
    );
  });

  it('has a session report’s trades and meter only for an approved application with its day', () => {
    expect(hasSession(createIntradayRecord())).toBe(false);
    expect(hasSession(createIntradayRecord({ status: 'rejected', rejectReason: 'experience' }))).toBe(false);
    expect(hasSession(createIntradayRecord({ status: 'approved', day: '2026-11-23' }))).toBe(true);
    expect(
      hasSession(createIntradayRecord({ status: 'approved', day: '2026-11-23', settledAt: '2026-11-23T16:30:00Z' })),
    ).toBe(true);
  });

  it('sums the meter history up in decimals: its range, first and last, lowest and highest, the worst day loss', () => {
    const point = (at: string, equity: string, dayLoss: string) => ({ at, equity, dayLoss, totalLoss: dayLoss });
    const points = [
      point('2026-11-20T08:00:00Z', '2000.00', '0.00'),
      point('2026-11-20T09:00:00Z', '1962.50', '37.50'),
      // '9.99' is above '37.50' as text, not as decimals: the comparison is the domain's.
      point('2026-11-20T10:00:00Z', '1990.01', '9.99'),
      point('2026-11-20T11:00:00Z', '2131.40', '0.00'),
    ];
    expect(meterSummary(points)).toEqual({
      start: '2026-11-20T08:00:00Z',
      end: '2026-11-20T11:00:00Z',
      first: '2000.00',
      last: '2131.40',
      low: '1962.50',
      high: '2131.40',
      worstDayLoss: '37.50',
    });
    expect(
      meterSummary([
        point('2026-11-20T08:00:00Z', '900.00', '100.00'),
        point('2026-11-20T08:05:00Z', '1000.00', '0.00'),
      ])?.worstDayLoss,
    ).toBe('100.00');
    expect(meterValues(points)).toEqual([2000, 1962.5, 1990.01, 2131.4]);
  });

  it('has no history to draw with fewer than two points', () => {
    expect(meterSummary([])).toBeNull();
    expect(
      meterSummary([{ at: '2026-11-20T08:00:00Z', equity: '2000.00', dayLoss: '0.00', totalLoss: '0.00' }]),
    ).toBeNull();
  });

  it('says which trades the day’s rules closed: by the flatten or at a loss limit', () => {
    expect(closedByRule({ remark: 'flattened' })).toBe('flattened');
    expect(closedByRule({ remark: 'lossLimit' })).toBe('lossLimit');
    expect(closedByRule({ remark: 'stopOut' })).toBeNull();
    expect(closedByRule({ remark: null })).toBeNull();
  });

  it('counts the trades the first page leaves out', () => {
    expect(tradesLeftOut({ items: [1, 2], total: 2 })).toBe(0);
    expect(tradesLeftOut({ items: [1, 2], total: 53 })).toBe(51);
    expect(tradesLeftOut({ items: [], total: 0 })).toBe(0);
  });
});
