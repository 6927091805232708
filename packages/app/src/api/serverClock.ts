import { useSyncExternalStore } from 'react';

/**
 * How far the server's clock is ahead of the device's (ms), read from the HTTP `Date` header of
 * the API's answers. Quotes carry the server's time; a phone whose clock is off would otherwise
 * call live prices delayed (or stale ones live). The header has whole seconds, so the estimate
 * is good to about a second: enough for a 15-second staleness limit, and why changes under
 * 2 seconds are ignored (no re-rendering for noise).
 */

/** Answers slower than this tell too little about when the server wrote its header. */
const MAX_ROUND_TRIP_MS = 2000;
/** A new estimate replaces the current one only when it differs by more than this. */
const MIN_CHANGE_MS = 2000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/**
 * Notes the `Date` header of an answer to a request sent at `sentAt` and answered at
 * `receivedAt` (device time, ms).
 */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt: number): void {
  if (!dateHeader || receivedAt - sentAt > MAX_ROUND_TRIP_MS) return;
  const headerMs = Date.parse(dateHeader);
  if (Number.isNaN(headerMs)) return;
  // The header's second is cut off, not rounded: the server wrote it within the next second.
  const estimate = Math.round(headerMs + 500 - (sentAt + receivedAt) / 2);
  if (Math.abs(estimate - offsetMs) <= MIN_CHANGE_MS) return;
  offsetMs = estimate;
  for (const listener of listeners) listener();
}

export const serverClockOffset = (): number => offsetMs;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current offset; components re-render when it changes. */
export function useServerClockOffset(): number {
  return useSyncExternalStore(subscribe, serverClockOffset, () => 0);
}

/** Forgets the estimate (tests). */
export function resetServerClock(): void {
  offsetMs = 0;
  for (const listener of listeners) listener();
}
