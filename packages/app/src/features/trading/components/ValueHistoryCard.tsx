import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Card, SegmentedControl, Skeleton, ValueChart } from '@broker/ui';
import { isPositive, valueRanges, type ValueRange } from '@broker/domain';
import { ChartTable } from '../../../components/ChartTable.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormatCalendarDate } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { useValueHistory } from '../api.ts';
import { valueSeries, valueSummary } from '../tradingView.ts';
import * as styles from '../trading.css.ts';

/**
 * The account's value per day over a range (`trade/valueHistory`), deposits and withdrawals
 * marked: they move the value but are not the account's result. Its text alternative is a
 * summary in words and, on request, the table of every day.
 */
export function ValueHistoryCard() {
  const { t } = useTranslation();
  const [range, setRange] = useState<ValueRange>('3m');
  const history = useValueHistory(range);
  const formatDate = useFormatCalendarDate();
  return (
    <Card title={t('trading.chart.valueTitle')}>
      <div className={styles.stack}>
        <SegmentedControl<ValueRange>
          label={t('trading.chart.range')}
          options={valueRanges.map((value) => ({ value, label: t(`trading.chart.ranges.${value}`) }))}
          value={range}
          onChange={setRange}
        />
        <QueryState
          query={history}
          skeleton={<Skeleton label={t('common.loading')} lines={4} />}
          isEmpty={(data) => data.points.length === 0}
          empty={<p className={styles.muted}>{t('trading.chart.noValues')}</p>}
        >
          {({ currency, points }) => {
            const summary = valueSummary(points)!;
            const series = valueSeries(points);
            const label = t('trading.chart.valueSummary', {
              start: formatDate(summary.start),
              end: formatDate(summary.end),
              first: money(summary.first, currency),
              last: money(summary.last, currency),
              low: money(summary.low, currency),
              high: money(summary.high, currency),
            });
            return (
              <>
                <ValueChart
                  values={series.values}
                  markers={series.markers.map((marker) => ({
                    index: marker.index,
                    kind: marker.kind === 'deposit' ? 'in' : 'out',
                  }))}
                  label={label}
                />
                <p className={styles.muted}>{t('trading.chart.markersNote')}</p>
                <ChartTable
                  toggleLabel={t('trading.chart.showTable')}
                  caption={label}
                  columns={[t('trading.chart.date'), t('trading.chart.value'), t('trading.chart.flows')]}
                  rows={points.map((point) => ({
                    key: point.date,
                    head: formatDate(point.date),
                    cells: [money(point.value, currency), flows(point, currency, t)],
                  }))}
                />
              </>
            );
          }}
        </QueryState>
      </div>
    </Card>
  );
}

function flows(
  point: { deposits: string; withdrawals: string },
  currency: Parameters<typeof money>[1],
  t: TFunction,
): string {
  const parts: string[] = [];
  if (isPositive(point.deposits)) parts.push(t('trading.chart.deposit', { amount: money(point.deposits, currency) }));
  if (isPositive(point.withdrawals))
    parts.push(t('trading.chart.withdrawal', { amount: money(point.withdrawals, currency) }));
  return parts.join(' · ');
}
