import { useTranslation } from 'react-i18next';
import { type withdrawalPreview } from '@broker/domain';
import { Card, StatusBadge, DescriptionList, type DescriptionListItem } from '@broker/ui';
import type { ResponseOf } from '@broker/contract';
import { OrderSummary } from '../../forms/index.ts';
import { useDescribeWindow } from '../../i18n/describeWindow.ts';
import { money, percent } from '../../i18n/money.ts';
import * as styles from './funds.css.ts';

type WithdrawInfo = ResponseOf<'funds/withdrawInfo'>;

export const feeLabel = (t: ReturnType<typeof useTranslation>['t'], feePct: string) =>
  t('funds.cashOut.fee', { pct: percent(feePct) });

/** The limits of a withdrawal in this currency, shown before anything is typed. */
export function WithdrawalConditions({ info, outsideHours }: { info: WithdrawInfo; outsideHours: boolean }) {
  const { t } = useTranslation();
  const describeWindow = useDescribeWindow();
  const { currency } = info;
  const items: DescriptionListItem[] = [
    { label: t('funds.cashOut.available'), value: money(info.available, currency) },
    {
      label: t('funds.cashOut.limits'),
      value: t('funds.bounds', { min: money(info.min, currency), max: money(info.max, currency) }),
    },
    { label: t('funds.cashOut.feeRate'), value: percent(info.feePct) },
    {
      label: t('funds.cashOut.hours'),
      value: describeWindow(info.hours),
      action: outsideHours ? <StatusBadge tone="pending" label={t('funds.outsideHours')} /> : undefined,
    },
    {
      label: t('funds.cashOut.creditScore'),
      value: t('funds.cashOut.creditScoreValue', { score: info.creditScore, min: info.minCreditScore }),
    },
  ];
  return (
    <Card title={t('funds.cashOut.conditions')}>
      <div className={styles.stack}>
        <DescriptionList inline items={items} />
        <p className={styles.muted}>{t('funds.cashOut.reviewTime')}</p>
      </div>
    </Card>
  );
}

/** The costs before confirming: the fee and the exact amount received, and the freeze. */
export function WithdrawalCosts({
  info,
  amount,
  preview,
}: {
  info: WithdrawInfo;
  amount: string;
  preview: ReturnType<typeof withdrawalPreview>;
}) {
  const { t } = useTranslation();
  const { currency } = info;
  return (
    <Card title={t('funds.cashOut.costs')} headingLevel={2}>
      {preview ? (
        <OrderSummary
          items={[
            { label: t('funds.cashOut.amount'), value: money(amount, currency) },
            { label: feeLabel(t, info.feePct), value: money(preview.fee, currency) },
            { label: t('funds.cashOut.net'), value: money(preview.netAmount, currency), total: true },
          ]}
          note={t('funds.cashOut.frozen')}
        />
      ) : (
        <div className={styles.stack}>
          <p className={styles.muted}>{t('funds.cashOut.costsEmpty', { pct: percent(info.feePct) })}</p>
          <p className={styles.muted}>{t('funds.cashOut.frozen')}</p>
        </div>
      )}
    </Card>
  );
}
