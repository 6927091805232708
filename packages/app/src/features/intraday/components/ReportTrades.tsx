import { useTranslation } from 'react-i18next';
import { Card, Money, Skeleton } from '@broker/ui';
import { statusLabelKey } from '@broker/domain';
import type { Position } from '@broker/contract';
import { QueryState } from '../../../components/QueryState.tsx';
import { priceMoney } from '../../../i18n/money.ts';
import { useRetryWhenOnline } from '../../../shell/OfflineNotice.tsx';
import { useIntradayTrades } from '../api.ts';
import { closedByRule, tradesLeftOut } from '../intradayView.ts';
import * as styles from '../intraday.css.ts';

/**
 * The positions an application's account traded (`intraday/trades`, newest first, the first
 * page): each with its direction and lots, the open and close price, its P&L, and why it was
 * closed when the day's rules closed it (the flatten before the close, a loss limit).
 */
export function ReportTrades({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const trades = useIntradayTrades(recordId, true);
  useRetryWhenOnline(trades.mutate);
  return (
    <Card title={t('intraday.report.trades.title')}>
      <QueryState
        query={trades}
        skeleton={<Skeleton label={t('common.loading')} lines={6} />}
        isEmpty={(page) => page.items.length === 0}
        empty={<p className={styles.muted}>{t('intraday.report.trades.empty')}</p>}
      >
        {(page) => {
          const more = tradesLeftOut(page);
          return (
            <div className={styles.stack}>
              <ul className={styles.list} aria-label={t('intraday.report.trades.title')}>
                {page.items.map((position) => (
                  <TradeItem key={position.id} position={position} />
                ))}
              </ul>
              {more > 0 ? <p className={styles.muted}>{t('intraday.report.trades.more', { count: more })}</p> : null}
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}

function TradeItem({ position }: { position: Position }) {
  const { t } = useTranslation();
  const price = (value: string) => priceMoney(value, position.currency);
  const rule = closedByRule(position);
  const { openPrice, closePrice } = position;
  const prices =
    openPrice === null
      ? t(statusLabelKey('position', position.status))
      : closePrice === null
        ? t('intraday.report.trades.pricesOpen', { open: price(openPrice), price: price(position.currentPrice) })
        : t('intraday.report.trades.prices', { open: price(openPrice), close: price(closePrice) });
  return (
    <li className={styles.item}>
      <div className={styles.meterHead}>
        <span className={styles.text}>{`${position.name} · ${position.code}`}</span>
        {openPrice !== null ? <Money value={position.profit} currency={position.currency} signed colorBySign /> : null}
      </div>
      <p className={styles.muted}>
        {t('intraday.report.trades.line', {
          direction: t(`trading.direction.${position.direction}`),
          lots: t('units.lots', { count: position.lots }),
        })}
        {' · '}
        {prices}
      </p>
      {rule ? <p className={styles.muted}>{t(`trading.remark.${rule}`)}</p> : null}
    </li>
  );
}
