import { useTranslation } from 'react-i18next';
import { Card, DescriptionList, StatusBadge, type DescriptionListItem } from '@broker/ui';
import { statusLabelKey, statusTone } from '@broker/domain';
import type { MarginInfo } from '@broker/contract';
import { money, percent } from '../../../i18n/money.ts';
import * as styles from '../trading.css.ts';

/**
 * The margin account (`margin/info`): its status, the leverages and the daily management fee,
 * the levels of the warning, the critical notice and the stop-out, and the leveraged positions'
 * margin level per currency (each wallet is its own margin account).
 */
export function MarginOverview({ info }: { info: MarginInfo }) {
  const { t } = useTranslation();
  const items: DescriptionListItem[] = [
    {
      label: t('trading.margin.status'),
      value: <StatusBadge tone={statusTone('margin', info.status)} label={t(statusLabelKey('margin', info.status))} />,
    },
    {
      label: t('trading.margin.leverages'),
      value: info.leverages.map((value) => t('trading.order.leverageValue', { value })).join(' · '),
    },
    { label: t('trading.margin.fee'), value: t('trading.margin.feeValue', { pct: percent(info.managementFeePct) }) },
    { label: t('trading.margin.warningLevel'), value: percent(info.levels.warning) },
    { label: t('trading.margin.criticalLevel'), value: percent(info.levels.critical) },
    { label: t('trading.margin.stopOutLevel'), value: percent(info.levels.stopOut) },
  ];
  if (info.remark) items.push({ label: t('trading.margin.remark'), value: info.remark });
  return (
    <>
      <Card title={t('trading.margin.accountTitle')}>
        <DescriptionList inline items={items} />
        <p className={styles.muted}>{t('trading.margin.levelsNote')}</p>
      </Card>
      {info.exposure.length > 0 ? (
        <Card title={t('trading.margin.exposureTitle')}>
          <div className={styles.stack}>
            {info.exposure.map((item) => (
              <DescriptionList
                key={item.currency}
                inline
                items={[
                  { label: t('trading.margin.currency'), value: item.currency },
                  { label: t('trading.margin.margin'), value: money(item.margin, item.currency) },
                  { label: t('trading.margin.equity'), value: money(item.equity, item.currency) },
                  { label: t('trading.margin.level'), value: item.levelPct ? percent(item.levelPct) : '—' },
                  { label: t('trading.margin.alert'), value: t(`trading.marginAlert.${item.alert}`) },
                ]}
              />
            ))}
          </div>
        </Card>
      ) : null}
    </>
  );
}
