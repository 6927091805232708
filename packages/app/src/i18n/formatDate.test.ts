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

describe('one date format per kind of moment (issue #26)', () => {
  it("is the app's only way to write a moment: no module formats one without the language", () => {
    // Every source of the app, read as text: the domain's formatDateTime writes the compact style
    // whatever the language, so only this module may call it (with the language's style).
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.*', '!../**/*.stories.*'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const callers = Object.entries(sources)
      .filter(([file]) => !file.endsWith('/formatDate.ts'))
      .filter(([, text]) => /import \{[^}]*\bformatDateTime\b[^}]*\} from '@broker\/domain'/s.test(text))
      .map(([file]) => file);
    expect(callers).toEqual([]);
  });
});
