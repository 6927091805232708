import { useTranslation } from 'react-i18next';
import { Card, DescriptionList } from '@broker/ui';
import type { LoanInfo } from '@broker/contract';
import { money } from '../../../i18n/money.ts';
import * as styles from '../loan.css.ts';

/**
 * The credit quota (`loan/info`): what is left to borrow, what is owed now, the quota the credit
 * score gives and the score; below the score's minimum, why nothing can be borrowed.
 */
export function QuotaCard({ info }: { info: LoanInfo }) {
  const { t } = useTranslation();
  const inCurrency = (value: string) => money(value, info.currency);
  return (
    <Card title={t('loan.quota.title')}>
      <div className={styles.stack}>
        <DescriptionList
          inline
          items={[
            { label: t('loan.quota.available'), value: inCurrency(info.available), total: true },
            { label: t('loan.quota.borrowed'), value: inCurrency(info.borrowed) },
            { label: t('loan.quota.quota'), value: inCurrency(info.quota) },
            { label: t('loan.quota.score'), value: String(info.creditScore) },
          ]}
        />
        {info.creditScore < info.minCreditScore ? (
          <p className={styles.text}>
            {t('loan.quota.scoreLow', { score: info.creditScore, min: info.minCreditScore })}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
