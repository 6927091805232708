import { describe, expect, it } from 'vitest';
import type { Notice } from '@broker/contract';
import { greetingKey, homeTabs, newestNotice } from './homeView.ts';

describe('greetingKey', () => {
  it('greets by the time of day', () => {
    expect(greetingKey(4)).toBe('home.greeting.evening');
    expect(greetingKey(5)).toBe('home.greeting.morning');
    expect(greetingKey(11)).toBe('home.greeting.morning');
    expect(greetingKey(12)).toBe('home.greeting.afternoon');
    expect(greetingKey(17)).toBe('home.greeting.afternoon');
    expect(greetingKey(18)).toBe('home.greeting.evening');
    expect(greetingKey(23)).toBe('home.greeting.evening');
  });
});

describe('homeTabs', () => {
  it('are the specification’s home tabs in its order, so far stock, IPO and block trades', () => {
    expect(homeTabs).toEqual(['stock', 'ipo', 'blockTrade']);
  });
});

describe('newestNotice', () => {
  const notice = (id: string, createdAt: string): Notice => ({
    id,
    title: id,
    summary: null,
    market: null,
    createdAt,
  });

  it('picks the most recent notice, or none', () => {
    expect(newestNotice(undefined)).toBeNull();
    expect(newestNotice([])).toBeNull();
    expect(newestNotice([notice('a', '2026-01-02T08:00:00Z'), notice('b', '2026-01-03T08:00:00Z')])?.id).toBe('b');
  });
});
