import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Money, DescriptionList, type DescriptionListItem } from '@broker/ui';
import type { Currency } from '@broker/domain';
import type { StockDetail } from '@broker/contract';
import { useDescribeWindow } from '../../i18n/describeWindow.ts';
import { percent } from '../../i18n/money.ts';
import { formatCount, formatPrice, formatSignedCount } from './stockView.ts';
import * as styles from './stock.css.ts';

interface Props {
  detail: StockDetail;
  /** The currency money figures are in; none for indexes (points). */
  currency: Currency | undefined;
  scale: number;
}

/** '2026-11-20' → '20-11': the table lists the last days, the year adds nothing but width. */
const shortDate = (date: string) => date.slice(8, 10) + '-' + date.slice(5, 7);

const present = <T,>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The market data of the specification: the day, the 52-week range, ownership and short selling. */
export function MarketData({ detail, currency, scale }: Props) {
  const { t } = useTranslation();
  const price = (value: string) => formatPrice(value, scale);
  const money = (value: string) => (currency ? <Money value={value} currency={currency} /> : formatPrice(value, 2));
  const rows: DescriptionListItem[] = [
    { label: t('stock.data.open'), value: price(detail.open) },
    { label: t('stock.data.prevClose'), value: price(detail.prevClose) },
    { label: t('stock.data.high'), value: price(detail.high) },
    { label: t('stock.data.low'), value: price(detail.low) },
    { label: t('stock.data.volume'), value: formatCount(detail.volume) },
    { label: t('stock.data.turnover'), value: money(detail.turnover) },
  ];
  if (detail.limitUp) rows.push({ label: t('stock.data.limitUp'), value: price(detail.limitUp) });
  if (detail.limitDown) rows.push({ label: t('stock.data.limitDown'), value: price(detail.limitDown) });
  rows.push(
    { label: t('stock.data.high52w'), value: price(detail.high52w) },
    { label: t('stock.data.low52w'), value: price(detail.low52w) },
  );
  if (detail.trade) rows.push({ label: t('stock.data.lotSize'), value: formatCount(detail.lotSize) });
  if (present(detail.foreignOwnershipPct)) {
    rows.push({ label: t('stock.data.foreignOwnership'), value: percent(detail.foreignOwnershipPct) });
  }
  if (detail.shortSelling) {
    rows.push(
      { label: t('stock.data.shortVolume'), value: formatCount(detail.shortSelling.volume) },
      { label: t('stock.data.shortBalance'), value: formatCount(detail.shortSelling.balance) },
      { label: t('stock.data.shortRatio'), value: percent(detail.shortSelling.ratioPct) },
    );
  }
  return (
    <Card title={t('stock.data.title')}>
      <DescriptionList items={rows} inline />
    </Card>
  );
}

/** P/E, P/B, EPS, ROE, dividend yield and market cap, where the instrument has them. */
export function Ratios({ detail, currency }: Omit<Props, 'scale'>) {
  const { t } = useTranslation();
  const ratios = detail.ratios;
  if (!ratios) return null;
  const plain = (value: string) => formatPrice(value, 2);
  const rows: DescriptionListItem[] = [];
  if (present(ratios.pe)) rows.push({ label: t('stock.ratios.pe'), value: plain(ratios.pe) });
  if (present(ratios.pb)) rows.push({ label: t('stock.ratios.pb'), value: plain(ratios.pb) });
  if (present(ratios.eps)) {
    rows.push({
      label: t('stock.ratios.eps'),
      value: currency ? <Money value={ratios.eps} currency={currency} /> : plain(ratios.eps),
    });
  }
  if (present(ratios.roePct)) rows.push({ label: t('stock.ratios.roe'), value: percent(ratios.roePct) });
  if (present(ratios.dividendYieldPct)) {
    rows.push({ label: t('stock.ratios.dividendYield'), value: percent(ratios.dividendYieldPct) });
  }
  if (present(ratios.marketCap)) {
    rows.push({
      label: t('stock.ratios.marketCap'),
      value: currency ? <Money value={ratios.marketCap} currency={currency} /> : plain(ratios.marketCap),
    });
  }
  if (rows.length === 0) return null;
  return (
    <Card title={t('stock.ratios.title')}>
      <DescriptionList items={rows} inline />
    </Card>
  );
}

/**
 * Net shares bought per investor group and day, as a real table. Where it is wider than the card
 * (a phone, German headings, millions of shares), it scrolls sideways inside the card: a named
 * region that keyboard users can focus and scroll with the arrow keys.
 */
export function InvestorTrends({ detail }: { detail: StockDetail }) {
  const { t } = useTranslation();
  const captionId = useId();
  const trends = detail.investorTrends;
  if (!trends || trends.length === 0) return null;
  return (
    <Card title={t('stock.trends.title')}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable */}
      <div className={styles.tableScroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {t('stock.trends.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('stock.trends.date')}</th>
              <th scope="col">{t('stock.trends.individual')}</th>
              <th scope="col">{t('stock.trends.foreign')}</th>
              <th scope="col">{t('stock.trends.institution')}</th>
            </tr>
          </thead>
          <tbody>
            {trends.map((day) => (
              <tr key={day.date}>
                <th scope="row">{shortDate(day.date)}</th>
                {[day.individual, day.foreign, day.institution].map((value, index) => (
                  <td key={index} data-sign={Math.sign(value)}>
                    {formatSignedCount(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** What an order needs (tradable stocks only): minimum, fees, taxes, the sell lock and the hours. */
export function TradeRules({ detail, currency }: Omit<Props, 'scale'>) {
  const { t } = useTranslation();
  const describeWindow = useDescribeWindow();
  const trade = detail.trade;
  if (!trade) return null;
  const rows: DescriptionListItem[] = [
    {
      label: t('stock.trade.minLots'),
      value: t('stock.trade.minLotsValue', {
        lots: t('units.lots', { count: trade.minLots }),
        shares: t('units.shares', { count: detail.lotSize }),
      }),
    },
    {
      label: t('stock.trade.minOpenAmount'),
      value: currency ? <Money value={trade.minOpenAmount} currency={currency} /> : trade.minOpenAmount,
    },
    { label: t('stock.trade.fee'), value: percent(trade.feePct) },
    { label: t('stock.trade.stampTax'), value: percent(trade.stampTaxPct) },
    {
      label: t('stock.trade.sellLock'),
      value:
        trade.sellLock.unit === 'day'
          ? t('stock.trade.sellLockDays', { value: trade.sellLock.value })
          : t('stock.trade.sellLockMinutes', { value: trade.sellLock.value }),
    },
    { label: t('stock.trade.hours'), value: describeWindow(trade.hours) },
  ];
  return (
    <Card title={t('stock.trade.title')}>
      <DescriptionList items={rows} inline />
    </Card>
  );
}
