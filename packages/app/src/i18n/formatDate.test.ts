import { describe, expect, it } from 'vitest';
import { dateTimeStyleFor, formatDateTimeIn } from './formatDate.ts';

describe('formatDateTimeIn', () => {
  it('writes Dutch dates the Dutch way and the other languages compactly', () => {
    expect(dateTimeStyleFor('nl')).toBe('dutch');
    expect(dateTimeStyleFor('de')).toBe('compact');
    expect(formatDateTimeIn('2024-05-01T07:30:00Z', 'nl', 'Europe/Amsterdam')).toBe('01/05/2024 9:30:00 uur');
    expect(formatDateTimeIn('2024-05-01T07:30:00Z', 'zh-Hant', 'Europe/Amsterdam')).toBe('2024.05.01 09:30:00');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDateTimeIn('soon', 'en')).toBe('');
  });
});
