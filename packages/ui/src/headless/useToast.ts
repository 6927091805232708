import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '@broker/domain';

export const toastTones = ['neutral', 'info', 'positive', 'negative', 'pending'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastOptions {
  tone?: ToastTone;
  /** How long the toast stays; the product's 2000 ms by default. 0 or Infinity: until hidden. */
  durationMs?: number;
}

export interface ToastItem {
  id: number;
  text: string;
  tone: ToastTone;
  durationMs: number;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen; returns its id. */
  show: (text: string, options?: ToastOptions) => number;
  /** Hides the toast with this id, or whichever is on screen. */
  hide: (id?: number) => void;
}

/** The imperative toast API; provided by <ToastProvider> (or your own provider of `useToastQueue`). */
export const ToastContext = createContext<ToastApi | null>(null);

/**
 * Headless toast state: one toast at a time (a new one replaces the current), hidden after its
 * duration. Render `current` in an aria-live region and provide `api` through ToastContext.
 */
export function useToastQueue(defaultDurationMs: number = TOAST_DURATION_MS) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  const lastId = useRef(0);

  const show = useCallback(
    (text: string, options: ToastOptions = {}) => {
      lastId.current += 1;
      const id = lastId.current;
      setCurrent({ id, text, tone: options.tone ?? 'neutral', durationMs: options.durationMs ?? defaultDurationMs });
      return id;
    },
    [defaultDurationMs],
  );

  const hide = useCallback((id?: number) => {
    setCurrent((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
  }, []);

  useEffect(() => {
    if (!current || !Number.isFinite(current.durationMs) || current.durationMs <= 0) return;
    const timer = setTimeout(() => hide(current.id), current.durationMs);
    return () => clearTimeout(timer);
  }, [current, hide]);

  const api = useMemo<ToastApi>(() => ({ show, hide }), [show, hide]);
  return { current, api };
}

/** `const toast = useToast(); toast.show('Saved', { tone: 'positive' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
