import { useTranslation } from 'react-i18next';
import { Card, DescriptionList } from '@broker/ui';
import type { IntradayInfo } from '@broker/contract';
import { useDescribeWindow } from '../../../i18n/describeWindow.ts';
import { money } from '../../../i18n/money.ts';
import { rulePercent } from '../intradayView.ts';

/**
 * The terms and the rules in short (`intraday/info`): the amount's bounds and the hours an
 * application is taken in; the buying power (amount × k), the daily loss limit, the maximum loss
 * and the flatten before the close. Every figure is the server's.
 */
export function TermsCard({ info }: { info: IntradayInfo }) {
  const { t } = useTranslation();
  const describeWindow = useDescribeWindow();
  const { rules } = info;
  return (
    <Card title={t('intraday.terms.title')}>
      <DescriptionList
        inline
        items={[
          {
            label: t('intraday.terms.amount'),
            value: t('intraday.terms.amountValue', {
              min: money(info.minAmount, info.currency),
              max: money(info.maxAmount, info.currency),
            }),
          },
          { label: t('intraday.terms.hours'), value: describeWindow(info.hours) },
          {
            label: t('intraday.terms.buyingPower'),
            value: t('intraday.terms.buyingPowerValue', { multiplier: rules.multiplier }),
          },
          { label: t('intraday.terms.dailyLoss'), value: rulePercent(rules.dailyLossPct) },
          { label: t('intraday.terms.maxLoss'), value: rulePercent(rules.maxLossPct) },
          {
            label: t('intraday.terms.flatten'),
            value: t('intraday.terms.flattenValue', { count: rules.flattenBeforeCloseMinutes }),
          },
        ]}
      />
    </Card>
  );
}
