import { useTranslation } from 'react-i18next';
import { Card, ShareChart, Skeleton } from '@broker/ui';
import { QueryState } from '../../../components/QueryState.tsx';
import { money, percent } from '../../../i18n/money.ts';
import { useAllocation } from '../api.ts';
import * as styles from '../trading.css.ts';

/** Where the account's value is (`trade/allocation`): by market (cash its own bucket) and by currency. */
export function AllocationCard() {
  const { t } = useTranslation();
  const allocation = useAllocation();
  return (
    <Card title={t('trading.chart.allocationTitle')}>
      <QueryState
        query={allocation}
        skeleton={<Skeleton label={t('common.loading')} lines={4} />}
        isEmpty={(data) => data.byMarket.length === 0}
        empty={<p className={styles.muted}>{t('trading.chart.noValues')}</p>}
      >
        {(data) => (
          <div className={styles.stack}>
            <p className={styles.muted}>
              {t('trading.chart.allocationTotal', { total: money(data.total, data.currency) })}
            </p>
            <h3 className={styles.groupLabel}>{t('trading.chart.byMarket')}</h3>
            <ShareChart
              label={t('trading.chart.byMarket')}
              slices={data.byMarket.map((slice) => ({
                key: slice.market,
                label: t(`trading.chart.market.${slice.market}`),
                value: Number(slice.pct),
                valueText: `${percent(slice.pct)} · ${money(slice.value, data.currency)}`,
              }))}
            />
            <h3 className={styles.groupLabel}>{t('trading.chart.byCurrency')}</h3>
            <ShareChart
              label={t('trading.chart.byCurrency')}
              slices={data.byCurrency.map((slice) => ({
                key: slice.currency,
                label: slice.currency,
                value: Number(slice.pct),
                valueText: `${percent(slice.pct)} · ${money(slice.value, data.currency)}`,
              }))}
            />
          </div>
        )}
      </QueryState>
    </Card>
  );
}
