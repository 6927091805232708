import { useCallback, useSyncExternalStore } from 'react';
import { serverClockOffset, useServerClockOffset } from '../api/serverClock.ts';

/**
 * "Now" for everything on screen that depends on the time — deadlines, countdowns, trading and
 * funds windows, the greeting: the device's clock corrected by the server's (the offset read from
 * the API's `Date` headers, api/serverClock.ts). A phone whose clock is off then neither opens a
 * window the server keeps closed nor shows a deadline as passed that the server still accepts.
 * The value is floored to `resolutionMs` so that it is stable between ticks: a screen re-renders
 * once per resolution (and when the offset changes), not on every read.
 */
export function useServerNow(resolutionMs = 60_000): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // Twice per resolution: a new minute shows within half a minute.
      const timer = setInterval(onChange, Math.max(250, resolutionMs / 2));
      return () => clearInterval(timer);
    },
    [resolutionMs],
  );
  const snapshot = useCallback(
    () => Math.floor((Date.now() + serverClockOffset()) / resolutionMs) * resolutionMs,
    [resolutionMs],
  );
  useServerClockOffset(); // re-render when the offset changes
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Turns a server instant (epoch ms) into the device instant it happens at, for the kit's
 * countdowns, which tick on the device's clock.
 */
export function useDeviceTime(): (serverMs: number) => number {
  const offsetMs = useServerClockOffset();
  return useCallback((serverMs: number) => serverMs - offsetMs, [offsetMs]);
}

/** The hour of the day (0–23) on the server's clock in the device's time zone, for greetings. */
export function useServerHourOfDay(): number {
  return new Date(useServerNow(60_000)).getHours();
}
