import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The height in CSS px of an element the caller renders (a hidden probe whose height is a CSS
 * length: the theme's tab bar with the home indicator's inset), or null where nothing is laid out
 * (jsdom, before mount). Known before the first paint, then again whenever it changes (the root
 * font size follows the window, and the tab bar with it).
 *
 * Read from a ResizeObserver, whose first report comes after the browser's own layout and before
 * it paints (the ball is placed in the same frame, by a synchronous render), rather than with
 * getBoundingClientRect in the layout effect: that forced the whole screen's first layout inside
 * React's commit, making one long task of the two (issue #17, Lighthouse's total blocking time).
 */
export function useMeasuredHeight<T extends HTMLElement>(): [RefObject<T | null>, number | null] {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const toHeight = (measured: number) => (measured > 0 ? measured : null);
    if (typeof ResizeObserver === 'undefined') {
      setHeight(toHeight(element.getBoundingClientRect().height));
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const measured = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
      flushSync(() => setHeight(toHeight(measured)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}
