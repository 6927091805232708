import { useTranslation } from 'react-i18next';
import { Card, DescriptionList } from '@broker/ui';
import type { LoanInfo } from '@broker/contract';
import { money, percent } from '../../../i18n/money.ts';
import * as styles from '../loan.css.ts';

/**
 * The terms disclosed before borrowing (`loan/info`): the minimum, the term, the annual rate (a
 * day's interest is the rate / 360), the terms' APR (the sheet gives an amount's own), and the overdue rule in words
 * — the rate of each day after the due date and the reminder before it. Every figure is the server's.
 */
export function TermsCard({ info }: { info: LoanInfo }) {
  const { t } = useTranslation();
  return (
    <Card title={t('loan.terms.title')}>
      <div className={styles.stack}>
        <DescriptionList
          inline
          items={[
            { label: t('loan.terms.minimum'), value: money(info.minAmount, info.currency) },
            { label: t('loan.terms.term'), value: t('loan.terms.termValue', { count: info.termDays }) },
            { label: t('loan.terms.rate'), value: percent(info.ratePct) },
            { label: t('loan.terms.apr'), value: percent(info.aprPct) },
            { label: t('loan.terms.overdueRate'), value: percent(info.overdueRatePct) },
          ]}
        />
        <p className={styles.muted}>{t('loan.terms.interestRule', { rate: percent(info.ratePct) })}</p>
        <p className={styles.muted}>
          {t('loan.terms.overdueRule', {
            overdueRate: percent(info.overdueRatePct),
            surcharge: percent(info.overdueSurchargePct),
            count: info.dueSoonDays,
          })}
        </p>
      </div>
    </Card>
  );
}
