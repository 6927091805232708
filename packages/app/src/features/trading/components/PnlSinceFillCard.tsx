import { useTranslation } from 'react-i18next';
import { Card, Skeleton, ValueChart } from '@broker/ui';
import type { Position } from '@broker/contract';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { useDailyCandles, useTimeline } from '../api.ts';
import { pnlSinceFill } from '../tradingView.ts';
import * as styles from '../trading.css.ts';

/**
 * The position's price P&L at each daily close since its fill (the stock's candles, on the
 * shares held each day): a line whose text alternative says from when, and where it started and ended.
 */
export function PnlSinceFillCard({ position }: { position: Position }) {
  const { t } = useTranslation();
  const candles = useDailyCandles(position.openPrice === null ? null : position.stockId);
  // The timeline's bonus shares (the detail reads it anyway): a close before one had fewer shares.
  const timeline = useTimeline(position.openPrice === null ? null : position.id);
  const bonuses = timeline.data?.entries.filter((entry) => entry.kind === 'bonusShares') ?? [];
  const formatTime = useFormatDateTime();
  if (position.openPrice === null) return null;
  return (
    <Card title={t('trading.position.pnlChart')}>
      <QueryState
        query={candles}
        skeleton={<Skeleton label={t('common.loading')} lines={3} />}
        isEmpty={(data) => pnlSinceFill(position, data.items, bonuses).length === 0}
        empty={<p className={styles.muted}>{t('trading.chart.noValues')}</p>}
        errorFrame={(error) => error}
      >
        {(data) => {
          const series = pnlSinceFill(position, data.items, bonuses);
          const first = series[0]!;
          const last = series.at(-1)!;
          return (
            <ValueChart
              height={120}
              values={series.map((point) => Number(point.profit))}
              label={t('trading.position.pnlSummary', {
                from: formatTime(first.time),
                first: money(first.profit, position.currency),
                last: money(last.profit, position.currency),
              })}
            />
          );
        }}
      </QueryState>
    </Card>
  );
}
