import { describe, expect, it } from 'vitest';
import { dailyPeriods, isDailyPeriod, klinePeriods } from './vocabulary.ts';

describe('market vocabulary', () => {
  it('knows which periods are daily or longer (where price adjustment applies)', () => {
    expect(klinePeriods.filter(isDailyPeriod)).toEqual([...dailyPeriods]);
    expect(isDailyPeriod('intraday')).toBe(false);
    expect(isDailyPeriod('30m')).toBe(false);
    expect(isDailyPeriod('day')).toBe(true);
    expect(isDailyPeriod('1y')).toBe(true);
  });
});
