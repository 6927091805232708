import type { ReactNode } from 'react';
import { Result, type ResultStatus } from '@broker/ui';
import * as styles from './funds.css.ts';

export interface FundsResultProps {
  status: ResultStatus;
  title: string;
  description?: ReactNode;
  /** A summary of what was submitted. */
  details?: ReactNode;
  /** Links or buttons, primary first. */
  actions: ReactNode;
}

/**
 * The page after a deposit or withdrawal: no nav bar, the Result's title is the page's only h1,
 * and the actions say where to go next.
 */
export function FundsResult({ status, title, description, details, actions }: FundsResultProps) {
  return (
    <main className={styles.resultPage}>
      <Result
        status={status}
        title={title}
        description={description}
        extra={details}
        actions={<div className={styles.actions}>{actions}</div>}
      />
    </main>
  );
}
