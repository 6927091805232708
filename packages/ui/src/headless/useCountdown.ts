import { useState, useSyncExternalStore } from 'react';
import { countdown, type Countdown } from '@broker/domain';

export type CountdownInput =
  /** An instant (epoch ms) to count down to, e.g. an order's expiry. */
  | { targetMs: number }
  /** A duration from now, e.g. `remainingSeconds * 1000` from the server. */
  | { remainingMs: number };

export interface CountdownState {
  /** Milliseconds left, never negative. */
  remainingMs: number;
  /** Whole days, hours, minutes and seconds left. */
  parts: Countdown;
  done: boolean;
}

/** One ticking clock per hook: `now` moves once a second while someone listens. */
function createClock(intervalMs: number) {
  let now = Date.now();
  return {
    subscribe(onTick: () => void) {
      now = Date.now();
      const id = setInterval(() => {
        now = Date.now();
        onTick();
      }, intervalMs);
      return () => clearInterval(id);
    },
    getSnapshot: () => now,
  };
}

/**
 * A live countdown to an instant or over a duration, ticking once a second and stopping at
 * zero. A new `remainingMs` restarts the count from the moment it arrives.
 */
export function useCountdown(input: CountdownInput, intervalMs = 1000): CountdownState {
  const [clock] = useState(() => createClock(intervalMs));
  const now = useSyncExternalStore(clock.subscribe, clock.getSnapshot, clock.getSnapshot);
  const remainingInput = 'remainingMs' in input ? input.remainingMs : null;
  // The instant a duration ends, fixed when the duration arrives.
  const [anchor, setAnchor] = useState(() => ({ remainingMs: remainingInput, targetMs: now + (remainingInput ?? 0) }));
  if (anchor.remainingMs !== remainingInput) {
    setAnchor({ remainingMs: remainingInput, targetMs: now + (remainingInput ?? 0) });
  }
  const targetMs = 'targetMs' in input ? input.targetMs : anchor.targetMs;
  const raw = targetMs - now;
  const remainingMs = Number.isFinite(raw) && raw > 0 ? raw : 0;
  return { remainingMs, parts: countdown(remainingMs), done: remainingMs === 0 };
}
