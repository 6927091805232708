import { describe, expect, it } from 'vitest';
import { canTransition } from '../status/transitions.ts';
import { validateNewShareSubscription, type NewShareRules } from './subscription.ts';
import { newShareKinds, newShareStatusAt } from './offering.ts';

const times = { subscribeStartMs: 1_000, subscribeEndMs: 2_000, listingMs: 5_000 };

describe('newShareStatusAt', () => {
  it('follows the offering through its times', () => {
    expect(newShareStatusAt(times, 999)).toBe('upcoming');
    expect(newShareStatusAt(times, 1_000)).toBe('open');
    expect(newShareStatusAt(times, 2_000)).toBe('open');
    expect(newShareStatusAt(times, 2_001)).toBe('closed');
    expect(newShareStatusAt(times, 4_999)).toBe('closed');
    expect(newShareStatusAt(times, 5_000)).toBe('listed');
  });

  it('only ever moves along the allowed transitions as time passes', () => {
    let previous = newShareStatusAt(times, 0);
    for (let now = 0; now <= 6_000; now += 250) {
      const status = newShareStatusAt(times, now);
      if (status !== previous) expect(canTransition('newShare', previous, status)).toBe(true);
      previous = status;
    }
  });

  it('agrees with the subscription rule on when subscribing is possible', () => {
    const offering: NewShareRules = {
      kind: 'subscription',
      lotSize: 100,
      minLots: 1,
      maxLots: 10,
      issuePrice: '10.00',
      subscribeStartMs: times.subscribeStartMs,
      subscribeEndMs: times.subscribeEndMs,
      currency: 'EUR',
    };
    const context = {
      offering,
      alreadySubscribed: false,
      available: '100000.00',
      fundPasswordSet: true,
      fundPasswordMatches: true,
    };
    for (const nowMs of [999, 1_000, 2_000, 2_001]) {
      const issues = validateNewShareSubscription({ lots: 1, fundPassword: '123456' }, { ...context, nowMs });
      expect(issues.length === 0, `at ${nowMs}`).toBe(newShareStatusAt(times, nowMs) === 'open');
    }
  });

  it('names the three ways of offering', () => {
    expect(newShareKinds).toEqual(['subscription', 'placement', 'auction']);
  });
});
