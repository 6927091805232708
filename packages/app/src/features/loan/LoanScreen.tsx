import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@broker/ui';
import type { LoanInfo, LoanRecord } from '@broker/contract';
import { QueryState } from '../../components/QueryState.tsx';
import { useServerNow } from '../../hooks/useServerNow.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useAccountMoney, useLoanInfo } from './api.ts';
import { BorrowForm } from './components/BorrowForm.tsx';
import { BorrowResult } from './components/BorrowResult.tsx';
import { LoanCard } from './components/LoanCard.tsx';
import { LoanLinks } from './components/LoanLinks.tsx';
import { QuotaCard } from './components/QuotaCard.tsx';
import { RepayForm } from './components/RepayForm.tsx';
import { RepayResult } from './components/RepayResult.tsx';
import { TermsCard } from './components/TermsCard.tsx';
import { isRunning, loanState, openLoan } from './loanView.ts';
import * as styles from './loan.css.ts';

/** What was just done, shown in place of the screen until the user goes back to it. */
type Done = { kind: 'borrowed'; record: LoanRecord } | { kind: 'repaid'; record: LoanRecord; amount: string };

/**
 * /home/loan: the credit quota and the terms with the overdue rule; the loan that is open (under
 * review, or running with what it owes, its interest so far and its due date) with the repayment
 * while it runs — or, with none open, the latest loan closed and the way to borrow: the amount,
 * the sheet of what it costs as it is typed under the credit warning, the confirmation, and the
 * loan asked for. A link to the records, loan or none.
 */
export function LoanScreen() {
  const { t } = useTranslation();
  const info = useLoanInfo();
  // Kept here: borrowing and repaying refresh loan/info, which would otherwise swap the result for the form.
  const [done, setDone] = useState<Done | null>(null);
  useRetryWhenOnline(info.mutate);

  if (done?.kind === 'borrowed') return <BorrowResult record={done.record} onDone={() => setDone(null)} />;
  if (done?.kind === 'repaid') {
    return <RepayResult record={done.record} amount={done.amount} onDone={() => setDone(null)} />;
  }
  return (
    <Screen title={t('loan.title')}>
      <OfflineNotice />
      <QueryState query={info} skeleton={<Skeleton label={t('common.loading')} lines={12} />}>
        {(loaded) => <LoanBody info={loaded} onDone={setDone} onStale={() => void info.mutate()} />}
      </QueryState>
    </Screen>
  );
}

interface LoanBodyProps {
  info: LoanInfo;
  onDone: (done: Done) => void;
  onStale: () => void;
}

function LoanBody({ info, onDone, onStale }: LoanBodyProps) {
  const { t } = useTranslation();
  const user = useAccountMoney();
  const now = useServerNow();
  const open = openLoan(info);
  const { latest } = info;
  const stale = () => {
    onStale();
    void user.mutate();
  };
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('loan.intro')}</p>
      <LoanLinks current="index" />
      <QuotaCard info={info} />
      {latest ? (
        <LoanCard record={latest} phase={loanState(latest, now, info.dueSoonDays)} open={open !== null} />
      ) : null}
      {open === null ? (
        <BorrowForm
          info={info}
          user={user.data}
          onBorrowed={(record) => onDone({ kind: 'borrowed', record })}
          onStale={stale}
        />
      ) : isRunning(open) ? (
        <RepayForm
          record={open}
          user={user.data}
          onRepaid={(record, amount) => onDone({ kind: 'repaid', record, amount })}
          onStale={stale}
        />
      ) : (
        <p className={styles.muted}>{t('loan.borrow.oneAtATime')}</p>
      )}
      <TermsCard info={info} />
    </div>
  );
}
