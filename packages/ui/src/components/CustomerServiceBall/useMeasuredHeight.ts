import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The height in CSS px of an element the caller renders (a hidden probe whose height is a CSS
 * length: the theme's tab bar with the home indicator's inset), or null where nothing is laid out
 * (jsdom); then whether it is known yet. Known before the first paint where the browser draws
 * frames, then again whenever it changes (the root font size follows the window, and the tab bar
 * with it).
 *
 * Read from a ResizeObserver, whose first report comes after the browser's own layout and before
 * it paints (the caller is rendered again in the same frame, synchronously), rather than with
 * getBoundingClientRect in the layout effect: that forced the whole screen's first layout inside
 * React's commit, making one long task of the two (issue #17, Lighthouse's total blocking time).
 * A page that draws no frames yet (a busy test run) has no report: callers say when they know.
 */
export function useMeasuredHeight<T extends HTMLElement>(): [RefObject<T | null>, number | null, boolean] {
  const ref = useRef<T>(null);
  const [measurement, setMeasurement] = useState<{ height: number | null } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const take = (measured: number) => {
      const height = measured > 0 ? measured : null;
      setMeasurement((previous) => (previous?.height === height ? previous : { height }));
    };
    if (typeof ResizeObserver === 'undefined') {
      take(element.getBoundingClientRect().height);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const measured = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
      flushSync(() => take(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, measurement?.height ?? null, measurement !== null];
}
