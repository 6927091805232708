/** The one source of "now" (architecture: time is injected, so tests can set it). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests move by hand. */
export function fixedClock(
  start: Date | string,
): Clock & { set(to: Date | string | number): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * A clock that starts at `start` and runs at real speed (CLOCK_START; for end-to-end runs that
 * need, say, the funds hours open whatever the time of day). Never set in production.
 */
export function shiftedClock(start: Date | string, realNow: () => number = Date.now, anchorMs?: number): Clock {
  const offset = new Date(start).getTime() - (anchorMs ?? realNow());
  return { now: () => new Date(realNow() + offset) };
}
