import { describe, expect, it } from 'vitest';
import { newsMeta } from './newsRules.ts';

describe('news meta line', () => {
  it('joins source and time, or shows the time alone', () => {
    expect(newsMeta('Reuters', '05/01/2026 9:00:00 uur')).toBe('Reuters · 05/01/2026 9:00:00 uur');
    expect(newsMeta('  ', '2026.01.05 09:00:00')).toBe('2026.01.05 09:00:00');
    expect(newsMeta(null, '2026.01.05 09:00:00')).toBe('2026.01.05 09:00:00');
  });
});
