import { describe, expect, it } from 'vitest';
import { hasMorePages } from './pages.ts';

describe('hasMorePages', () => {
  it('knows when a page has more after it', () => {
    expect(hasMorePages({ page: 1, size: 20, total: 21 })).toBe(true);
    expect(hasMorePages({ page: 2, size: 20, total: 40 })).toBe(false);
    expect(hasMorePages({ page: 1, size: 20, total: 0 })).toBe(false);
  });
});
