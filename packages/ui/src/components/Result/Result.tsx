import type { ReactNode } from 'react';
import { CircleCheck, CircleX, Clock, Info } from 'lucide-react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Result.css.ts';

export const resultStatuses = ['success', 'failure', 'pending', 'info'] as const;
export type ResultStatus = (typeof resultStatuses)[number];

const icons = { success: CircleCheck, failure: CircleX, pending: Clock, info: Info } as const;

export interface ResultProps {
  status: ResultStatus;
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a summary card of the submitted order. */
  extra?: ReactNode;
  /** Buttons, primary first, e.g. "View order" and "Back to home". */
  actions?: ReactNode;
  data?: DataAttributes;
}

/** The page after a submission: success, failure or pending, with what to do next. */
export function Result({ status, title, description, extra, actions, data }: ResultProps) {
  return (
    <div {...buildDataAttributes(data)} className={styles.root} data-status={status}>
      <span className={styles.icon} data-status={status}>
        <Icon icon={icons[status]} size="xl" />
      </span>
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      {extra ? <div className={styles.extra}>{extra}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
