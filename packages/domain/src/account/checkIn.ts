import { serverDefaults } from '../constants.ts';

/**
 * The daily check-in (api.md §4.11): once a calendar day (Europe/Amsterdam, `serverDefaults.checkIn`)
 * while the campaign has check-ins left. The server refuses with the state's error key, the app's
 * card shows the state; both read it from here.
 */
export const checkInStates = ['available', 'doneToday', 'noneLeft'] as const;
export type CheckInState = (typeof checkInStates)[number];

/** Where an account stands in its campaign (`user/checkInInfo` without the reward). */
export interface CheckInStanding {
  checkedInToday: boolean;
  /** Consecutive days checked in, ending today (or yesterday, while today is still open). */
  streakDays: number;
  /** Check-ins left in the campaign. */
  remaining: number;
}

const DAY_MS = 86_400_000;

/** The calendar date before a `YYYY-MM-DD` date. */
const previousDate = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** Consecutive days ending today (or yesterday, when today is still open); days newest first. */
export function streakOf(daysNewestFirst: readonly string[], today: string): number {
  let expected = daysNewestFirst[0] === today ? today : previousDate(today);
  let streak = 0;
  for (const day of daysNewestFirst) {
    if (day !== expected) break;
    streak += 1;
    expected = previousDate(expected);
  }
  return streak;
}

/**
 * The standing after the days checked in (`YYYY-MM-DD`, newest first) on calendar day `today`,
 * with `perCampaign` check-ins per campaign (one campaign per account for now).
 */
export function checkInStanding(
  daysNewestFirst: readonly string[],
  today: string,
  perCampaign: number = serverDefaults.checkIn.perCampaign,
): CheckInStanding {
  return {
    checkedInToday: daysNewestFirst[0] === today,
    streakDays: streakOf(daysNewestFirst, today),
    remaining: Math.max(0, perCampaign - daysNewestFirst.length),
  };
}

/**
 * Whether a check-in is possible now. Having checked in today wins, so that the last check-in of
 * a campaign still says "checked in today" (and a second tap that day is `error.checkIn.doneToday`).
 */
export function checkInState(standing: Pick<CheckInStanding, 'checkedInToday' | 'remaining'>): CheckInState {
  if (standing.checkedInToday) return 'doneToday';
  if (standing.remaining <= 0) return 'noneLeft';
  return 'available';
}
