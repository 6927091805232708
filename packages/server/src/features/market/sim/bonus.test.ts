import { describe, expect, it } from 'vitest';
import { instruments, findInstrument } from '../catalogue/index.ts';
import { yearlyBonus } from '../catalogue/types.ts';
import { marketSettings } from '../settings.ts';
import { adjustmentFor, applyFactor } from './adjust.ts';
import { dateOfDayNumber, dayNumberOf } from './calendar.ts';
import { MarketSimulation } from './simulation.ts';

/** The catalogue's bonus issues: a split for prices, once a year on a fixed day (docs/decisions.md). */
const sim = new MarketSimulation('bonus-test');
const UNTIL = Date.parse('2028-12-01T12:00:00Z');

describe('bonus issues in the simulated market', () => {
  const withBonus = instruments.filter((item) => item.bonus !== null);

  it('are a few tradable Dutch and German shares, none of those the other tests pin to fixed windows', () => {
    expect(withBonus.map((item) => `${item.id} ${item.bonus!.ratio}`)).toEqual(['nl-FUR 10:1', 'de-LEG 20:1']);
    expect(withBonus.every((item) => item.tradable && !item.isIndex)).toBe(true);
    for (const id of [
      'nl-ASML',
      'nl-INGA',
      'nl-SHELL',
      'nl-KPN',
      'nl-ABN',
      'de-SAP',
      'de-VOW3',
      'usd-AAPL',
      'usd-NVDA',
    ])
      expect(findInstrument(id)!.bonus, id).toBeNull();
  });

  it('take effect once a year, at the first session on or after their day, from their first year', () => {
    for (const item of withBonus) {
      const policy = item.bonus!;
      const calendar = sim.calendar(item.market);
      sim.snapshot(item, UNTIL);
      const issues = sim.series(item).actions.filter((action) => action.split?.bonusRatio !== undefined);
      const years = issues.map((action) => Number(dateOfDayNumber(calendar.dayOf(action.k)).slice(0, 4)));
      expect(years, item.id).toEqual([2022, 2023, 2024, 2025, 2026, 2027, 2028]);
      for (const action of issues) {
        const day = dayNumberOf(action.split!.date);
        expect(action.split).toMatchObject({
          to: policy.held + policy.bonus,
          from: policy.held,
          bonusRatio: policy.ratio,
        });
        expect(action.split!.date.slice(5)).toBe(
          `${String(policy.month).padStart(2, '0')}-${String(policy.day).padStart(2, '0')}`,
        );
        expect(calendar.dayOf(action.k)).toBeGreaterThanOrEqual(day);
        expect(calendar.dayOf(action.k - 1)).toBeLessThan(day);
      }
      // The history before the catalogue's date has them too.
      expect(issues.filter((action) => action.split!.date < marketSettings.baseDate).length).toBe(5);
    }
  });

  it('divide the reference price by (a + b) / a, to a tick; adjusted candles restate the past by the same factor', () => {
    const item = findInstrument('nl-FUR')!;
    sim.snapshot(item, UNTIL);
    const series = sim.series(item);
    const issues = series.actions.filter((action) => action.split?.bonusRatio !== undefined);
    const pre = adjustmentFor(series.actions, 'pre');
    for (const action of issues) {
      expect(series.reference[action.k]).toBe(action.reference);
      // 10:1: reference = previous close × 10 / 11, half-up to a tick.
      expect(action.reference).toBe(Math.floor((20 * action.previousClose + 11) / 22));
      // The close before the ex-date on the ex-date's basis is the reference (no other action between).
      const before = pre(action.k - 1);
      const at = pre(action.k);
      expect(applyFactor(action.previousClose, { num: before.num * at.den, den: before.den * at.num })).toBe(
        action.reference,
      );
    }
  });

  it('take only a well-formed ratio', () => {
    expect(yearlyBonus('20:1', 9, 1, 2022)).toEqual({
      ratio: '20:1',
      held: 20,
      bonus: 1,
      month: 9,
      day: 1,
      since: 2022,
    });
    expect(() => yearlyBonus('1/10', 6, 1, 2022)).toThrow('a:b');
  });
});
