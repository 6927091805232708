import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE / 2);
  return () => clearInterval(timer);
}

/** The current minute: the same value for a whole minute, so the snapshot is stable. */
const minuteNow = (): number => Math.floor(Date.now() / MINUTE) * MINUTE;

/** Now, to the minute, read again every 30 s: whether a deposit or withdrawal window is open. */
export function useNowMinute(): number {
  return useSyncExternalStore(subscribe, minuteNow);
}
