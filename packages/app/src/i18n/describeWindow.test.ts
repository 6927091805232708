import { describe, expect, it } from 'vitest';
import { testI18n } from '../testing/testI18n.ts';
import { describeDays, describeWindow } from './describeWindow.ts';
import { describeZone } from './describeZone.ts';

const offsetNow = (timeZone: string) =>
  new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(Date.now())
    .find((part) => part.type === 'timeZoneName')!.value;
const newYorkOffset = offsetNow('America/New_York');
const amsterdamOffset = offsetNow('Europe/Amsterdam');

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
    ).toBe(`Ma–vr 08:30–22:00 (New York, ${newYorkOffset})`);
    expect(
      describeWindow(
        { days: [1, 2, 3, 4, 5, 6, 7], open: '08:30', close: '22:00', timeZone: 'Europe/Amsterdam' },
        'zh-Hant',
        i18n.getFixedT('zh-Hant'),
      ),
    ).toBe(`每天 08:30–22:00（阿姆斯特丹，${amsterdamOffset}）`);
  });

  it('names a zone by its city in the language and its offset at the moment, never by its IANA name', () => {
    const winter = Date.UTC(2026, 0, 15);
    const summer = Date.UTC(2026, 6, 15);
    expect(describeZone('Europe/Amsterdam', t, winter)).toBe('Amsterdam, GMT+1');
    expect(describeZone('Europe/Amsterdam', t, summer)).toBe('Amsterdam, GMT+2');
    expect(describeZone('America/New_York', i18n.getFixedT('ko'), winter)).toBe('뉴욕, GMT-5');
    expect(describeZone('Europe/Berlin', t, winter)).toBe('Berlijn, GMT+1');
    expect(describeZone('UTC', t, winter)).toBe('UTC');
    // A city without a translation reads as its IANA name has it.
    expect(describeZone('America/Los_Angeles', t, winter)).toBe('Los Angeles, GMT-8');
  });
});
