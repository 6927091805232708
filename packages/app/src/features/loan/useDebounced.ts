import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`, and a way to take it at once (a submit). */
export function useDebounced<T>(value: T, delayMs: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return [settled, setSettled];
}
