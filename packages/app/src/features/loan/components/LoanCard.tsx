import { useTranslation } from 'react-i18next';
import { Card, NoticeBar } from '@broker/ui';
import type { LoanPhase } from '@broker/domain';
import type { LoanRecord } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { percent } from '../../../i18n/money.ts';
import { LoanFigures } from './LoanFigures.tsx';
import { loanStateText } from './loanText.ts';
import * as styles from '../loan.css.ts';

export interface LoanCardProps {
  record: LoanRecord;
  phase: LoanPhase;
  /** The loan that is open (under review or owing), or the latest one closed (rejected, settled). */
  open: boolean;
}

/**
 * A loan on the loan screen (`loan/info`'s `latest`): what its state says, past the due date the
 * rate each further day costs, and its figures.
 */
export function LoanCard({ record, phase, open }: LoanCardProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <Card title={t(open ? 'loan.current.title' : 'loan.current.latestTitle')}>
      <div className={styles.stack}>
        <p className={styles.text}>{loanStateText(t, record, phase, formatTime)}</p>
        {phase === 'overdue' ? (
          <NoticeBar tone="negative" text={t('loan.current.overdue', { rate: percent(record.overdueRatePct) })} />
        ) : null}
        <LoanFigures record={record} phase={phase} />
      </div>
    </Card>
  );
}
