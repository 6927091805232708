import type { ReactNode } from 'react';
import { Result, type ResultStatus } from '@broker/ui';
import * as styles from './forms.css.ts';

export interface ResultScreenProps {
  status: ResultStatus;
  title: string;
  description?: ReactNode;
  /** A summary of what was submitted (an `OrderSummary` in a card). */
  details?: ReactNode;
  /** Links or buttons, primary first. */
  actions: ReactNode;
}

/**
 * The page after a write that the user should see the outcome of (a deposit, a withdrawal, an
 * order): no nav bar, the Result's title is the page's only h1, and the actions say where to go
 * next.
 */
export function ResultScreen({ status, title, description, details, actions }: ResultScreenProps) {
  return (
    <main className={styles.resultPage}>
      <Result
        status={status}
        title={title}
        description={description}
        extra={details}
        actions={<div className={styles.resultActions}>{actions}</div>}
      />
    </main>
  );
}
