import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

const hourNow = (): number => new Date().getHours();

/** The device's hour (0–23), read again every minute: home stays mounted for hours (keepAlive). */
export function useHourOfDay(): number {
  return useSyncExternalStore(subscribe, hourNow);
}
