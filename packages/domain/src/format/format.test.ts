import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCalendarDate, formatDateTime, toEpochMs } from './date-time.ts';
import { countdown } from './countdown.ts';
import { changeTone, formatPercent, formatPriceChange } from './percent.ts';
import { maskCardNumber, maskIdNumber } from './mask.ts';

describe('formatCalendarDate', () => {
  it('shows a calendar date in the compact or the Dutch format, without a time', () => {
    expect(formatCalendarDate('2026-12-04')).toBe('2026.12.04');
    expect(formatCalendarDate('2026-12-04', 'dutch')).toBe('04/12/2026');
  });

  it('shows nothing for what is not a calendar date', () => {
    expect(formatCalendarDate('2026-12-04T10:00:00Z')).toBe('');
    expect(formatCalendarDate('')).toBe('');
  });
});

describe('formatDateTime', () => {
  const iso = '2024-05-01T07:30:05Z';
  it('formats compact and dutch in a time zone', () => {
    expect(formatDateTime(iso, { timeZone: 'Europe/Amsterdam' })).toBe('2024.05.01 09:30:05');
    expect(formatDateTime(iso, { timeZone: 'Europe/Amsterdam', style: 'dutch' })).toBe('01/05/2024 9:30:05 uur');
    expect(formatDateTime(Date.parse('2024-01-15T22:04:09Z'), { timeZone: 'Europe/Amsterdam', style: 'dutch' })).toBe(
      '15/01/2024 23:04:09 uur',
    );
    expect(formatDateTime(new Date('2024-01-15T00:00:00Z'), { timeZone: 'UTC', style: 'compact' })).toBe(
      '2024.01.15 00:00:00',
    );
    expect(formatDateTime('1714548605000', { timeZone: 'UTC' })).toBe('2024.05.01 07:30:05');
    expect(formatDateTime(iso, { timeZone: 'Asia/Seoul' })).toBe('2024.05.01 16:30:05');
  });

  it('defaults to the runtime time zone', () => {
    const d = new Date(2024, 4, 1, 9, 30, 5);
    expect(formatDateTime(d)).toBe('2024.05.01 09:30:05');
  });

  it('handles years before 1 AD and invalid input', () => {
    expect(formatDateTime(Date.UTC(-1, 0, 1), { timeZone: 'UTC' })).toBe('-0001.01.01 00:00:00');
    expect(formatDateTime('nope')).toBe('');
    expect(formatDateTime('  ')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(formatDateTime(9e15)).toBe('');
    expect(formatDateTime(iso, { timeZone: 'Mars/Olympus' })).toBe('');
    expect(toEpochMs({})).toBeNaN();
  });

  it('never throws and agrees with a UTC reference', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof formatDateTime(value as string)).toBe('string');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        const iso8601 = new Date(ms).toISOString();
        const [date = '', time = ''] = iso8601.split('T');
        expect(formatDateTime(ms, { timeZone: 'UTC' })).toBe(`${date.replaceAll('-', '.')} ${time.slice(0, 8)}`);
      }),
    );
  });
});

describe('countdown', () => {
  it('splits and floors', () => {
    expect(countdown(((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000 + 999)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(countdown(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdown(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it('recombines to the floored seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (ms) => {
        const c = countdown(ms);
        expect(((c.days * 24 + c.hours) * 60 + c.minutes) * 60 + c.seconds).toBe(Math.floor(ms / 1000));
        expect(c.hours < 24 && c.minutes < 60 && c.seconds < 60).toBe(true);
      }),
    );
  });
});

describe('percent and change', () => {
  it.each([
    ['1.5', '+1,50%'],
    ['-0.256', '-0,26%'],
    ['0', '0,00%'],
    ['-0.001', '0,00%'],
    ['1234.5', '+1.234,50%'],
    [null, '0,00%'],
  ])('formatPercent(%s) = %s', (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });
  it('formats price changes and tones', () => {
    expect(formatPriceChange('0.5')).toBe('+0,50');
    expect(formatPriceChange('-0.12345', 4)).toBe('-0,1235');
    expect(changeTone('0.1')).toBe('positive');
    expect(changeTone('-0.1')).toBe('negative');
    expect(changeTone('0')).toBe('neutral');
    expect(changeTone('x')).toBe('neutral');
  });
  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(formatPercent(value)).toMatch(/^[+-]?\d{1,3}(\.\d{3})*,\d{2}%$/);
        expect(formatPriceChange(value)).toMatch(/^[+-]?\d{1,3}(\.\d{3})*,\d{2}$/);
      }),
    );
  });
});

describe('masking', () => {
  it('masks ID and card numbers', () => {
    expect(maskIdNumber('123456789012')).toBe('123456***2');
    expect(maskIdNumber('12345678')).toBe('123456***8');
    expect(maskIdNumber('1234567')).toBe('***');
    expect(maskIdNumber('')).toBe('');
    expect(maskCardNumber('6222 0212 3456 7890')).toBe('6222****7890');
    expect(maskCardNumber('12345678')).toBe('****');
    expect(maskCardNumber(' ')).toBe('');
  });
  it('never reveals the middle', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{0,40}$/), (id) => {
        const masked = maskIdNumber(id);
        if (id.length > 7) expect(masked).toBe(`${id.slice(0, 6)}***${id.slice(-1)}`);
        else expect(masked).toBe(id === '' ? '' : '***');
      }),
    );
  });
});
