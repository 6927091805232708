import type { TFunction } from 'i18next';
import type { LoanPhase } from '@broker/domain';
import type { LoanRecord } from '@broker/contract';
import { money } from '../../../i18n/money.ts';

/**
 * What a loan's state says in words: under review, what to repay by when (running, due soon), how
 * much is owed past the due date, settled with what was repaid in all, or rejected with the
 * operator's reason (the notices' words for its code).
 */
export function loanStateText(
  t: TFunction,
  record: LoanRecord,
  phase: LoanPhase,
  time: (at: string) => string,
): string {
  const inCurrency = (value: string) => money(value, record.currency);
  const dueAt = record.dueAt ? time(record.dueAt) : '—';
  switch (phase) {
    case 'pending':
      return t('loan.state.pending', { amount: inCurrency(record.amount) });
    case 'running':
    case 'dueSoon':
      return t(`loan.state.${phase}`, { outstanding: inCurrency(record.outstanding), dueAt });
    case 'overdue':
      return t('loan.state.overdue', { outstanding: inCurrency(record.outstanding), dueAt });
    case 'settled':
      return t('loan.state.settled', {
        time: record.settledAt ? time(record.settledAt) : '—',
        repaid: inCurrency(record.repaid),
      });
    case 'rejected':
      return record.rejectReason
        ? t('loan.state.rejected', { reason: t(`account.notices.loanReasons.${record.rejectReason}`) })
        : t('loan.state.rejectedNoReason');
    default:
      return phase satisfies never;
  }
}
