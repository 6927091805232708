import { useTranslation } from 'react-i18next';
import { Card, DescriptionList, Skeleton, ValueChart } from '@broker/ui';
import type { Currency } from '@broker/domain';
import type { IntradayMeterPoint } from '@broker/contract';
import { ChartTable } from '../../../components/ChartTable.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { useRetryWhenOnline } from '../../../shell/OfflineNotice.tsx';
import { useIntradayMeter } from '../api.ts';
import { meterSummary, meterValues } from '../intradayView.ts';
import * as styles from '../intraday.css.ts';

/**
 * The equity of an application's account over its session (`intraday/meter`, oldest first): what
 * happened, not a forecast — a chart whose text alternative says it in words, the worst day loss
 * reached, and on request the table of every point. With fewer than two points, no history yet.
 */
export function ReportMeter({ recordId, currency }: { recordId: string; currency: Currency }) {
  const { t } = useTranslation();
  const meter = useIntradayMeter(recordId, true);
  useRetryWhenOnline(meter.mutate);
  return (
    <Card title={t('intraday.report.meter.title')}>
      <div className={styles.stack}>
        <p className={styles.muted}>{t('intraday.report.meter.history')}</p>
        <QueryState
          query={meter}
          skeleton={<Skeleton label={t('common.loading')} lines={4} />}
          isEmpty={(points) => points.length < 2}
          empty={<p className={styles.muted}>{t('intraday.report.meter.none')}</p>}
        >
          {(points) => <MeterHistory points={points} currency={currency} />}
        </QueryState>
      </div>
    </Card>
  );
}

function MeterHistory({ points, currency }: { points: readonly IntradayMeterPoint[]; currency: Currency }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const summary = meterSummary(points)!;
  const label = t('intraday.report.meter.summary', {
    start: formatTime(summary.start),
    end: formatTime(summary.end),
    first: money(summary.first, currency),
    last: money(summary.last, currency),
    low: money(summary.low, currency),
    high: money(summary.high, currency),
  });
  return (
    <>
      <ValueChart values={meterValues(points)} label={label} />
      <DescriptionList
        items={[{ label: t('intraday.report.meter.worstDayLoss'), value: money(summary.worstDayLoss, currency) }]}
      />
      <ChartTable
        toggleLabel={t('intraday.report.meter.showTable')}
        caption={label}
        columns={[
          t('intraday.report.meter.time'),
          t('intraday.report.meter.equity'),
          t('intraday.report.meter.dayLoss'),
        ]}
        rows={points.map((point) => ({
          key: point.at,
          head: formatTime(point.at),
          cells: [money(point.equity, currency), money(point.dayLoss, currency)],
        }))}
      />
    </>
  );
}
