import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Steps.css.ts';

export const stepStatuses = ['done', 'current', 'upcoming', 'failed'] as const;
export type StepStatus = (typeof stepStatuses)[number];

export interface StepItem {
  key: string;
  title: ReactNode;
  /** When it happened, already formatted (`formatDateTime`). */
  time?: ReactNode;
  description?: ReactNode;
  status: StepStatus;
}

export interface StepsProps {
  steps: readonly StepItem[];
  /** Names the list, e.g. "Withdrawal progress". */
  label?: string;
  /**
   * Words for each status, read by screen readers after the title (the icons alone are not
   * enough), e.g. { done: 'Completed', failed: 'Failed', … }. The current step is also marked
   * with aria-current="step".
   */
  statusLabels?: Partial<Record<StepStatus, string>>;
  data?: DataAttributes;
}

/** A vertical timeline of an order or a withdrawal: done, current, upcoming or failed steps. */
export function Steps({ steps, label, statusLabels, data }: StepsProps) {
  const kit = useKitTexts();
  const spoken = { ...kit.steps, ...statusLabels };
  return (
    <ol {...buildDataAttributes(data)} className={styles.list} aria-label={label}>
      {steps.map((item) => (
        <li
          key={item.key}
          className={styles.step}
          data-status={item.status}
          aria-current={item.status === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            <span className={styles.icon}>
              {item.status === 'done' ? <Check size="70%" strokeWidth={3} /> : null}
              {item.status === 'failed' ? <X size="70%" strokeWidth={3} /> : null}
              {item.status === 'current' ? <span className={styles.currentDot} /> : null}
            </span>
          </span>
          <span className={styles.body}>
            <span className={styles.titleRow}>
              <span className={styles.title}>{item.title}</span>
              <span className={visuallyHidden}>{spoken[item.status]}</span>
              {item.time ? <span className={styles.time}>{item.time}</span> : null}
            </span>
            {item.description ? <span className={styles.description}>{item.description}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
