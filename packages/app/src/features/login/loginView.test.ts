import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from './loginView.ts';

describe('afterLoginTarget', () => {
  it('returns to the page that asked for a session', () => {
    expect(afterLoginTarget({ from: '/information/msgInfo?id=7' })).toBe('/information/msgInfo?id=7');
  });

  it('goes home otherwise, and never back into the login pages or elsewhere', () => {
    expect(afterLoginTarget(null)).toBe('/home/index');
    expect(afterLoginTarget({ from: 42 })).toBe('/home/index');
    expect(afterLoginTarget({ from: '/login/start' })).toBe('/home/index');
    expect(afterLoginTarget({ from: '//evil.example' })).toBe('/home/index');
    expect(afterLoginTarget({ from: 'https://evil.example' })).toBe('/home/index');
  });
});
