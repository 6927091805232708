import { useCallback, useEffect, useInsertionEffect, useRef, useState } from 'react';
import { useDrag } from '@use-gesture/react';

export const pullStates = ['idle', 'pulling', 'ready', 'refreshing', 'done'] as const;
export type PullState = (typeof pullStates)[number];

export interface PullToRefreshOptions {
  onRefresh: () => Promise<void>;
  /** How far (CSS px) the content must be pulled before a release refreshes. Default 64. */
  threshold?: number;
  /** Whether the scroll container is at its top; default: the window is. */
  isAtTop?: () => boolean;
  /** How long (ms) the "done" state shows before going back to idle. Default 600. */
  doneDuration?: number;
  disabled?: boolean;
}

/** The pulled distance grows ever slower than the finger, like native pull-to-refresh. */
export function dampPull(movement: number, threshold: number): number {
  if (movement <= 0) return 0;
  const limit = threshold * 2;
  return limit * (1 - Math.exp(-movement / limit));
}

const windowAtTop = () => (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;

/**
 * Pull-to-refresh on touch built on @use-gesture: it only engages when scrolled to the top.
 * `refresh()` runs the same refresh without a gesture (for a keyboard or screen-reader button).
 * Attach `ref` to the element that receives the pull.
 */
export function usePullToRefresh<E extends HTMLElement = HTMLDivElement>({
  onRefresh,
  threshold = 64,
  isAtTop = windowAtTop,
  doneDuration = 600,
  disabled = false,
}: PullToRefreshOptions) {
  const ref = useRef<E>(null);
  const [status, setStatus] = useState<PullState>('idle');
  const [distance, setDistance] = useState(0);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ onRefresh, isAtTop });
  useInsertionEffect(() => {
    latest.current = { onRefresh, isAtTop };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    clearTimeout(timer.current);
    setStatus('refreshing');
    setDistance(threshold);
    let ok = true;
    try {
      await latest.current.onRefresh();
    } catch {
      ok = false; // the screen shows its own error; the indicator just goes away
    } finally {
      busy.current = false;
      setDistance(0);
      setStatus(ok ? 'done' : 'idle');
      if (ok) timer.current = setTimeout(() => setStatus('idle'), doneDuration);
    }
  }, [threshold, doneDuration]);

  useDrag(
    ({ first, last, movement: [, my], event, memo }) => {
      if (busy.current) return memo;
      const engaged: boolean = first ? latest.current.isAtTop() : Boolean(memo);
      if (!engaged) return false;
      const pulled = dampPull(my, threshold);
      if (last) {
        if (pulled >= threshold) void refresh();
        else {
          setDistance(0);
          setStatus('idle');
        }
        return engaged;
      }
      // Keep the browser from scrolling or overscrolling while the list is pulled down.
      if (pulled > 0 && event.cancelable) event.preventDefault();
      setDistance(pulled);
      setStatus(pulled >= threshold ? 'ready' : pulled > 0 ? 'pulling' : 'idle');
      return engaged;
    },
    {
      target: ref,
      enabled: !disabled,
      axis: 'y',
      // No tap filter: with touch events, @use-gesture's filter cancels every mouse click that
      // is not a touch tap (a touch-screen laptop could not click anything in the list). The
      // browser itself sends no click after a touch that moved, so a pull never clicks.
      filterTaps: false,
      pointer: { touch: true },
      eventOptions: { passive: false },
    },
  );

  return { ref, status, distance, refresh };
}
