export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits a remaining duration into whole days, hours, minutes and seconds (each floored).
 * Negative, NaN or infinite input gives all zero: a countdown never runs below zero.
 */
export function countdown(remainingMs: number): Countdown {
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const totalSeconds = Math.floor(remainingMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
