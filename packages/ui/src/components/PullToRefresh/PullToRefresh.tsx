import type { ReactNode } from 'react';
import { ArrowDown, LoaderCircle } from 'lucide-react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { usePullToRefresh, type PullState } from '../../headless/usePullToRefresh.ts';
import { useKitTexts, type KitTexts } from '../../texts/KitTexts.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './PullToRefresh.css.ts';

export interface PullToRefreshProps {
  onRefresh: () => Promise<void>;
  children: ReactNode;
  /** Pull distance (CSS px) that triggers a refresh on release. Default 64. */
  threshold?: number;
  /** Whether the scroll container is at its top; default: the window is. */
  isAtTop?: () => boolean;
  disabled?: boolean;
  /** Overrides the kit texts of the indicator. */
  texts?: Partial<KitTexts['pullToRefresh']>;
  /** Name of the keyboard / screen-reader refresh button; default the kit's `pullToRefresh.refresh`. */
  refreshLabel?: string;
  data?: DataAttributes;
}

function indicatorText(status: PullState, texts: KitTexts['pullToRefresh']): string {
  switch (status) {
    case 'idle':
    case 'pulling':
      return texts.pull;
    case 'ready':
      return texts.release;
    case 'refreshing':
      return texts.refreshing;
    case 'done':
      return texts.done;
    default:
      return status satisfies never;
  }
}

/**
 * Pull down at the top of the page to refresh. Without touch, a refresh button appears at the top
 * when reached by keyboard, and screen readers find it as the first control of the region.
 */
export function PullToRefresh({
  onRefresh,
  children,
  threshold = 64,
  isAtTop,
  disabled = false,
  texts: overrides,
  refreshLabel,
  data,
}: PullToRefreshProps) {
  const kit = useKitTexts();
  const texts = { ...kit.pullToRefresh, ...overrides };
  const { ref, status, distance, refresh } = usePullToRefresh({ onRefresh, threshold, isAtTop, disabled });
  const dragging = status === 'pulling' || status === 'ready';
  const announcement = status === 'refreshing' || status === 'done' ? indicatorText(status, texts) : '';
  return (
    <div {...buildDataAttributes(data)} ref={ref} className={styles.root} data-state={status}>
      <div className={styles.indicator} data-state={status} style={{ height: distance }} aria-hidden="true">
        {status === 'refreshing' ? (
          <LoaderCircle className={styles.icon} aria-hidden="true" />
        ) : (
          <ArrowDown className={styles.icon} aria-hidden="true" />
        )}
        <span>{indicatorText(status, texts)}</span>
      </div>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
      {!disabled && (
        <button
          type="button"
          className={styles.keyboardRefresh}
          aria-disabled={status === 'refreshing' || undefined}
          onClick={() => void refresh()}
        >
          {refreshLabel ?? kit.pullToRefresh.refresh}
        </button>
      )}
      <div
        className={styles.content}
        data-dragging={dragging}
        style={{ transform: distance > 0 ? `translateY(${distance}px)` : undefined }}
      >
        {children}
      </div>
    </div>
  );
}
