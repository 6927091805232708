import { describe, expect, it } from 'vitest';
import { testI18n } from '../testing/testI18n.ts';
import { describeDays, describeWindow } from './describeWindow.ts';

describe('hours', () => {
  const i18n = testI18n('nl');
  const t = i18n.getFixedT('nl');

  it('names every day, working days, or the days themselves', () => {
    expect(describeDays([1, 2, 3, 4, 5, 6, 7], 'nl', t)).toBe('Dagelijks');
    expect(describeDays([5, 1, 2, 3, 4], 'nl', t)).toBe('Ma–vr');
    expect(describeDays([6, 1], 'en', i18n.getFixedT('en'))).toBe('Mon, Sat');
    expect(describeDays([], 'nl', t)).toBe('Geen dagen');
  });

  it('describes a window with its hours and time zone', () => {
    expect(
      describeWindow({ days: [1, 2, 3, 4, 5], open: '08:30', close: '22:00', timeZone: 'America/New_York' }, 'nl', t),
    ).toBe('Ma–vr 08:30–22:00 (America/New York)');
    expect(
      describeWindow(
        { days: [1, 2, 3, 4, 5, 6, 7], open: '08:30', close: '22:00', timeZone: 'Europe/Amsterdam' },
        'zh-Hant',
        i18n.getFixedT('zh-Hant'),
      ),
    ).toBe('每天 08:30–22:00（Europe/Amsterdam）');
  });
});
