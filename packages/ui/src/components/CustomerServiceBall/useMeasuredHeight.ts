import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The height in CSS px of an element the caller renders (a hidden probe whose height is a CSS
 * length: the theme's tab bar with the home indicator's inset), or null where nothing is laid out
 * (jsdom, before mount). Read before the first paint, then again whenever it changes (the root
 * font size follows the window, and the tab bar with it).
 */
export function useMeasuredHeight<T extends HTMLElement>(): [RefObject<T | null>, number | null] {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().height;
      setHeight(measured > 0 ? measured : null);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}
