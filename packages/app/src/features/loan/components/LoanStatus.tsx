import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@broker/ui';
import type { LoanPhase } from '@broker/domain';
import { phaseTone } from '../loanView.ts';

/** Where a loan stands as a badge: under review, rejected, running, due soon, overdue or settled. */
export function LoanStatus({ phase }: { phase: LoanPhase }) {
  const { t } = useTranslation();
  return <StatusBadge tone={phaseTone(phase)} label={t(`loan.phase.${phase}`)} />;
}
