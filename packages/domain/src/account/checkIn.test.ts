import { describe, expect, it } from 'vitest';
import { serverDefaults } from '../constants.ts';
import { checkInStanding, checkInState, streakOf } from './checkIn.ts';

describe('checkInState', () => {
  const info = { checkedInToday: false, streakDays: 2, remaining: 5, reward: '1.00', currency: 'USD' } as const;

  it('offers a check-in once a day while the campaign lasts', () => {
    expect(checkInState(info)).toBe('available');
    expect(checkInState({ ...info, checkedInToday: true })).toBe('doneToday');
    expect(checkInState({ ...info, remaining: 0 })).toBe('noneLeft');
    expect(checkInState({ ...info, checkedInToday: true, remaining: 0 })).toBe('doneToday');
  });
});

describe('streakOf', () => {
  it('counts consecutive days ending today or yesterday', () => {
    expect(streakOf([], '2026-03-02')).toBe(0);
    expect(streakOf(['2026-03-02', '2026-03-01', '2026-02-28'], '2026-03-02')).toBe(3);
    expect(streakOf(['2026-03-01', '2026-02-28', '2026-02-26'], '2026-03-02')).toBe(2);
    expect(streakOf(['2026-02-27'], '2026-03-02')).toBe(0);
  });
});

describe('checkInStanding', () => {
  it('says whether today is done, the streak and what is left of the campaign', () => {
    expect(checkInStanding([], '2026-03-02')).toEqual({
      checkedInToday: false,
      streakDays: 0,
      remaining: serverDefaults.checkIn.perCampaign,
    });
    expect(checkInStanding(['2026-03-02', '2026-03-01'], '2026-03-02', 3)).toEqual({
      checkedInToday: true,
      streakDays: 2,
      remaining: 1,
    });
    expect(checkInStanding(['2026-03-01', '2026-02-28', '2026-02-27'], '2026-03-02', 3)).toEqual({
      checkedInToday: false,
      streakDays: 3,
      remaining: 0,
    });
    // More days than a campaign holds (the campaign was shortened): none left, never negative.
    expect(checkInStanding(['2026-03-01', '2026-02-28'], '2026-03-02', 1).remaining).toBe(0);
  });

  it('agrees with the state: the last check-in of a campaign is done today, the day after none is left', () => {
    expect(checkInState(checkInStanding(['2026-03-02'], '2026-03-02', 1))).toBe('doneToday');
    expect(checkInState(checkInStanding(['2026-03-02'], '2026-03-03', 1))).toBe('noneLeft');
    expect(checkInState(checkInStanding(['2026-03-02'], '2026-03-03', 2))).toBe('available');
  });
});
