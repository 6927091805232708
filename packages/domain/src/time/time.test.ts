import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TimeWindow } from './window.ts';
import { formatWindowHours, isValidWindow, isWithinWindow, nextOpening, parseHm, windowDays } from './window.ts';
import {
  isValidTimeZone,
  isoWeekday,
  runtimeTimeZone,
  timeZoneOffset,
  intlParts,
  zonedParts,
  zonedTimeToInstant,
} from './zoned.ts';
import {
  alwaysOpenWindow,
  defaultFundsWindow,
  defaultTradingWindows,
  isMarket,
  isTradableMarket,
  marketInfo,
  marketWindow,
} from './markets.ts';

const zones = [
  'Europe/Amsterdam',
  'Europe/Berlin',
  'America/New_York',
  'UTC',
  'Asia/Seoul',
  'Australia/Sydney',
  'Asia/Kolkata',
];
const hm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Independent reference: read weekday and clock with a different Intl call (en-GB, weekday name). */
function reference(window: TimeWindow, instant: number): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: window.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  const minute = Number(get('hour')) * 60 + Number(get('minute'));
  const [open, close] = [parseHm(window.open) as number, parseHm(window.close) as number];
  if (open < close) return window.days.includes(weekday) && minute >= open && minute < close;
  if (open === close) return false;
  const prev = weekday === 1 ? 7 : weekday - 1;
  return (window.days.includes(weekday) && minute >= open) || (window.days.includes(prev) && minute < close);
}

const windowArb = fc.record({
  days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
  open: fc.integer({ min: 0, max: 1439 }).map(hm),
  close: fc.oneof(fc.integer({ min: 0, max: 1439 }).map(hm), fc.constant('24:00')),
  timeZone: fc.constantFrom(...zones),
});
const instantArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });

describe('zoned time', () => {
  it('reads wall clocks and offsets across DST', () => {
    expect(zonedParts(Date.UTC(2024, 6, 1, 10), 'Europe/Amsterdam')).toMatchObject({ hour: 12, weekday: 1 });
    expect(timeZoneOffset(Date.UTC(2024, 6, 1), 'Europe/Amsterdam')).toBe(7_200_000);
    expect(timeZoneOffset(Date.UTC(2024, 0, 1), 'Europe/Amsterdam')).toBe(3_600_000);
    expect(timeZoneOffset(-1500, 'UTC')).toBe(0);
    expect(isoWeekday(2024, 12, 29)).toBe(7);
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Nowhere/Else')).toBe(false);
    expect(typeof runtimeTimeZone()).toBe('string');
  });

  it('reads the same wall clock as Intl at every instant, inside an hour that changes the offset too', () => {
    const intl = (instant: number, timeZone: string) => {
      const { weekday, ...parts } = intlParts(instant, timeZone);
      expect(weekday).toBe(zonedParts(instant, timeZone).weekday);
      return parts;
    };
    // St. John's changes its offset at 05:30 UTC, in the middle of a UTC hour.
    const change = Date.UTC(2026, 2, 8, 5, 30);
    for (let at = change - 40 * 60_000; at <= change + 40 * 60_000; at += 59_999) {
      expect(zonedParts(at, 'America/St_Johns')).toMatchObject(intl(at, 'America/St_Johns'));
    }
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1890, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom(...zones, 'America/St_Johns', 'Australia/Lord_Howe', 'Asia/Kathmandu'),
        (instant, timeZone) => {
          expect(zonedParts(instant, timeZone)).toMatchObject(intl(instant, timeZone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('turns local times into instants (normal, gap, overlap, near a change)', () => {
    const tz = 'Europe/Amsterdam';
    expect(zonedTimeToInstant({ year: 2024, month: 7, day: 1, hour: 9, minute: 0 }, tz)).toBe(Date.UTC(2024, 6, 1, 7));
    // Gap: 2024-03-31 02:30 does not exist → 03:30 CEST (01:30Z).
    expect(zonedTimeToInstant({ year: 2024, month: 3, day: 31, hour: 2, minute: 30 }, tz)).toBe(
      Date.UTC(2024, 2, 31, 1, 30),
    );
    // Overlap: 2024-10-27 02:30 happens twice → the earlier (00:30Z).
    expect(zonedTimeToInstant({ year: 2024, month: 10, day: 27, hour: 2, minute: 30 }, tz)).toBe(
      Date.UTC(2024, 9, 27, 0, 30),
    );
    // Same day as the change, after it.
    expect(zonedTimeToInstant({ year: 2024, month: 3, day: 31, hour: 10, minute: 0 }, tz)).toBe(
      Date.UTC(2024, 2, 31, 8),
    );
    expect(zonedTimeToInstant({ year: 2024, month: 3, day: 30, hour: 10, minute: 0 }, tz)).toBe(
      Date.UTC(2024, 2, 30, 9),
    );
  });
});

describe('windows', () => {
  it('parses HH:mm and validates windows', () => {
    expect(parseHm('08:30')).toBe(510);
    expect(parseHm('24:00')).toBe(1440);
    expect(parseHm('24:01')).toBeNull();
    expect(isValidWindow(defaultFundsWindow)).toBe(true);
    expect(isValidWindow({ ...defaultFundsWindow, open: '24:00' })).toBe(false);
    expect(isValidWindow({ ...defaultFundsWindow, close: '9' })).toBe(false);
    expect(isValidWindow({ ...defaultFundsWindow, days: [0] })).toBe(false);
    expect(isValidWindow({ ...defaultFundsWindow, timeZone: 'X/Y' })).toBe(false);
    expect(formatWindowHours(defaultFundsWindow)).toBe('08:30–22:00');
    expect(() => isWithinWindow({ ...defaultFundsWindow, open: 'x' }, 0)).toThrow(RangeError);
  });

  it('applies the default windows across DST', () => {
    const nl = defaultTradingWindows.nl;
    expect(isWithinWindow(nl, Date.UTC(2024, 6, 1, 7, 0))).toBe(true); // Mon 09:00 CEST
    expect(isWithinWindow(nl, Date.UTC(2024, 6, 1, 6, 59))).toBe(false);
    expect(isWithinWindow(nl, Date.UTC(2024, 0, 8, 16, 29))).toBe(true); // Mon 17:29 CET
    expect(isWithinWindow(nl, Date.UTC(2024, 0, 8, 16, 30))).toBe(false); // 17:30 closes
    expect(isWithinWindow(nl, new Date(Date.UTC(2024, 6, 6, 10)))).toBe(false); // Saturday
    expect(isWithinWindow(defaultTradingWindows.usd, Date.UTC(2024, 2, 11, 13, 30))).toBe(true); // EDT 09:30
    expect(isWithinWindow(defaultTradingWindows.usd, Date.UTC(2024, 2, 8, 14, 29))).toBe(false); // EST 09:29
    expect(isWithinWindow(alwaysOpenWindow, Date.UTC(2024, 2, 9, 23, 59))).toBe(true);
    expect(isWithinWindow({ days: [5], open: '22:00', close: '02:00', timeZone: 'UTC' }, Date.UTC(2024, 2, 9, 1))).toBe(
      true,
    ); // Sat 01:00 belongs to Fri
    expect(
      isWithinWindow({ days: [7], open: '22:00', close: '02:00', timeZone: 'UTC' }, Date.UTC(2024, 2, 11, 1)),
    ).toBe(true); // Mon 01:00 belongs to Sun
    expect(
      isWithinWindow({ days: [1], open: '10:00', close: '10:00', timeZone: 'UTC' }, Date.UTC(2024, 2, 11, 10)),
    ).toBe(false);
  });

  it('agrees with an Intl reference', () => {
    fc.assert(
      fc.property(windowArb, instantArb, (window, instant) => {
        expect(isWithinWindow(window, instant)).toBe(reference(window, instant));
      }),
      { numRuns: 500 },
    );
  });

  it('finds the next opening', () => {
    const nl = defaultTradingWindows.nl;
    expect(nextOpening(nl, Date.UTC(2024, 6, 5, 16))?.toISOString()).toBe('2024-07-08T07:00:00.000Z'); // Fri evening → Mon
    expect(nextOpening(nl, new Date(Date.UTC(2024, 6, 1, 7)))?.toISOString()).toBe('2024-07-01T07:00:00.000Z');
    expect(nextOpening({ ...nl, days: [] }, 0)).toBeNull();
    expect(nextOpening({ ...nl, close: '09:00' }, 0)).toBeNull();
  });

  it('next opening is at or after the instant, opens the window, and nothing opens in between', () => {
    fc.assert(
      fc.property(
        windowArb.filter(
          (w) => w.days.length > 0 && w.open !== w.close && !(w.open === '00:00' && w.close === '24:00'),
        ),
        instantArb,
        (window, instant) => {
          const next = nextOpening(window, instant);
          expect(next).not.toBeNull();
          const at = (next as Date).getTime();
          expect(at).toBeGreaterThanOrEqual(instant);
          expect(at - instant).toBeLessThanOrEqual(8 * 86_400_000);
          const p = zonedParts(at, window.timeZone);
          // Opens at the window's time unless a DST gap moved it.
          if (p.hour * 60 + p.minute === parseHm(window.open)) expect(isWithinWindow(window, at)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('markets', () => {
  it('describes markets', () => {
    expect(marketInfo.usd.timeZone).toBe('America/New_York');
    expect(isMarket('fx') && !isMarket('xx')).toBe(true);
    expect(isTradableMarket('de') && !isTradableMarket('crypto')).toBe(true);
    expect(marketWindow('nl')).toBe(defaultTradingWindows.nl);
    expect(marketWindow('crypto')).toBe(alwaysOpenWindow);
  });
});

describe('windowDays', () => {
  it('tells every day, working days, no days and the days themselves apart', () => {
    expect(windowDays([1, 2, 3, 4, 5, 6, 7])).toEqual({ kind: 'everyDay' });
    expect(windowDays([5, 1, 2, 3, 4])).toEqual({ kind: 'weekdays' });
    expect(windowDays([])).toEqual({ kind: 'none' });
    expect(windowDays([6, 1, 6])).toEqual({ kind: 'days', days: [1, 6] });
    expect(windowDays([1, 2, 3, 4, 5, 6])).toEqual({ kind: 'days', days: [1, 2, 3, 4, 5, 6] });
  });
});
