import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ErrorState,
  KlineChart,
  klineMainIndicators,
  klineSubCharts,
  SegmentedControl,
  Tabs,
  type KlineMainIndicator,
  type KlineSubChart,
} from '@broker/ui';
import {
  applyLiveQuote,
  isDailyPeriod,
  klineAdjusts,
  klinePeriods,
  marketInfo,
  olderPageBefore,
  prependPage,
  type KlineAdjust,
  type KlinePeriod,
  type Market,
} from '@broker/domain';
import type { Candle } from '@broker/contract';
import { loadCandlesBefore, useCandles } from './api.ts';
import { useLiveQuote } from '../../live/index.ts';
import { chartChangeFormatter, chartPriceFormatter, toKlineCandles } from './stockView.ts';
import * as styles from './stock.css.ts';

/** Periods that page back: the intraday session and the 6-month / 1-year ranges are one read each. */
const pagedPeriods: readonly KlinePeriod[] = ['1m', '5m', '15m', '30m', 'day', 'week', 'month'];

export interface StockChartProps {
  stockId: string;
  market: Market;
  /** Decimals of the instrument's prices. */
  scale: number;
  /** The previous close: the intraday chart's dashed baseline. */
  prevClose: string;
}

/**
 * The detail's chart: the period tabs, the adjustment (daily periods and longer), the main
 * indicator and the sub chart, and the kit's KlineChart fed by `stock/kline` (older pages as the
 * user pans back) with the live quote moving the last candle.
 */
export function StockChart({ stockId, market, scale, prevClose }: StockChartProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<KlinePeriod>('intraday');
  const [adjust, setAdjust] = useState<KlineAdjust>('none');
  const [main, setMain] = useState<KlineMainIndicator>('ma');
  const [sub, setSub] = useState<KlineSubChart>('vol');
  const intraday = period === 'intraday';

  return (
    <section className={styles.chartSection} aria-label={t('stock.chart')}>
      <Tabs<KlinePeriod>
        label={t('stock.periodLabel')}
        items={klinePeriods.map((value) => ({ value, label: t(`stock.period.${value}`) }))}
        value={period}
        onChange={setPeriod}
        fill={false}
      />
      {/* One chart per period and adjustment: its pages and view start afresh. */}
      <KlineSeries
        key={`${period}:${adjust}`}
        stockId={stockId}
        period={period}
        adjust={isDailyPeriod(period) ? adjust : 'none'}
        main={intraday ? 'none' : main}
        sub={sub}
        market={market}
        scale={scale}
        prevClose={prevClose}
      />
      <div className={styles.chartControls}>
        {isDailyPeriod(period) ? (
          <div>
            <SegmentedControl<KlineAdjust>
              label={t('stock.adjustLabel')}
              options={klineAdjusts.map((value) => ({ value, label: t(`stock.adjust.${value}`) }))}
              value={adjust}
              onChange={setAdjust}
            />
            <p className={styles.hint}>{t('stock.adjustHint')}</p>
          </div>
        ) : null}
        {intraday ? null : (
          <SegmentedControl<KlineMainIndicator>
            label={t('stock.mainLabel')}
            options={klineMainIndicators.map((value) => ({ value, label: t(`stock.indicator.${value}`) }))}
            value={main}
            onChange={setMain}
          />
        )}
        <SegmentedControl<KlineSubChart>
          label={t('stock.subLabel')}
          options={klineSubCharts.map((value) => ({ value, label: t(`stock.indicator.${value}`) }))}
          value={sub}
          onChange={setSub}
        />
      </div>
    </section>
  );
}

interface KlineSeriesProps {
  stockId: string;
  period: KlinePeriod;
  adjust: KlineAdjust;
  main: KlineMainIndicator;
  sub: KlineSubChart;
  market: Market;
  scale: number;
  prevClose: string;
}

function KlineSeries({ stockId, period, adjust, main, sub, market, scale, prevClose }: KlineSeriesProps) {
  const { t } = useTranslation();
  const request = { stockId, period, adjust };
  const { data, error, isLoading, mutate } = useCandles(request);
  const [older, setOlder] = useState<readonly Candle[]>([]);
  const [exhausted, setExhausted] = useState(false);
  const live = useLiveQuote(stockId);

  const items = useMemo(() => {
    const joined = prependPage(older, data?.items ?? []);
    return live ? applyLiveQuote(joined, live, period) : joined;
  }, [older, data, live, period]);
  const candles = useMemo(() => toKlineCandles(items), [items]);

  const before = olderPageBefore(items);
  const loadOlder = useCallback(async () => {
    if (exhausted || !before) return;
    const page = await loadCandlesBefore({ stockId, period, adjust }, before);
    if (page.items.length === 0) setExhausted(true);
    else setOlder((current) => prependPage(page.items, current));
  }, [exhausted, before, stockId, period, adjust]);

  const formatPrice = useMemo(() => chartPriceFormatter(scale), [scale]);
  const formatChange = useMemo(() => chartChangeFormatter(scale), [scale]);

  if (error && !data) {
    return <ErrorState message={t('stock.chartFailed')} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
  }
  return (
    <KlineChart
      candles={candles}
      loading={isLoading}
      mode={period === 'intraday' ? 'intraday' : 'candles'}
      mainIndicator={main}
      subChart={sub}
      timeZone={marketInfo[market].timeZone}
      baseline={period === 'intraday' ? Number(prevClose) : undefined}
      onReachStart={pagedPeriods.includes(period) && !exhausted ? loadOlder : undefined}
      formatPrice={formatPrice}
      formatChange={formatChange}
      height={280}
      data={{ testid: 'kline' }}
    />
  );
}
