import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CircleAlert, CircleCheck, Clock, Info } from 'lucide-react';
import { ToastContext, useToastQueue, type ToastItem, type ToastTone } from '../../headless/useToast.ts';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { usePortalContainer } from '../ThemeRoot/ThemeRoot.tsx';
import * as styles from './Toast.css.ts';

const icons = { neutral: null, info: Info, positive: CircleCheck, negative: CircleAlert, pending: Clock } as const;

export interface ToastProps {
  text: string;
  tone?: ToastTone;
  data?: DataAttributes;
}

/** One toast's look. Shown by `useToast().show()`; render it yourself only in a live region. */
export function Toast({ text, tone = 'neutral', data }: ToastProps) {
  const Icon = icons[tone];
  return (
    <div {...buildDataAttributes(data)} className={styles.toast} data-tone={tone}>
      {Icon ? <Icon className={styles.icon} aria-hidden="true" /> : null}
      <span>{text}</span>
    </div>
  );
}

export interface ToastProviderProps {
  children: ReactNode;
  /** The product's 2000 ms by default. */
  defaultDurationMs?: number;
}

/**
 * Gives `useToast()` to everything below it and shows its toasts, one at a time, in live
 * regions (errors as alerts). Place it inside <ThemeRoot>.
 */
export function ToastProvider({ children, defaultDurationMs }: ToastProviderProps) {
  const { current, api } = useToastQueue(defaultDurationMs);
  const container = usePortalContainer();
  return (
    <ToastContext.Provider value={api}>
      {children}
      {container ? createPortal(<ToastViewport current={current} />, container) : null}
    </ToastContext.Provider>
  );
}

/** Both live regions stay in the page so that screen readers hear what appears in them. */
function ToastViewport({ current }: { current: ToastItem | null }) {
  const alert = current?.tone === 'negative';
  return (
    <div className={styles.viewport}>
      <div role="status">
        {current && !alert ? <Toast key={current.id} text={current.text} tone={current.tone} /> : null}
      </div>
      <div role="alert">
        {current && alert ? <Toast key={current.id} text={current.text} tone={current.tone} /> : null}
      </div>
    </div>
  );
}
