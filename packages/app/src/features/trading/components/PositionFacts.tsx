import { useTranslation } from 'react-i18next';
import { Card, DescriptionList, Money, StatusBadge, type DescriptionListItem } from '@broker/ui';
import { formatPercent, statusLabelKey, statusTone } from '@broker/domain';
import type { Position } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money, percent } from '../../../i18n/money.ts';
import * as styles from '../trading.css.ts';

/**
 * Every field of the specification's order and position (§3): order number, code and name,
 * quantity, cost, current price, market value, P&L, buy and sell time and price, lock days and
 * time, long or short, price type, leverage, initial margin, fee, stamp tax, status; and what the
 * contract adds (management fee, margin level, stop-out price, close request, remark).
 */
export function PositionFacts({ position }: { position: Position }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const inCurrency = (value: string) => money(value, position.currency);
  const filled = position.openPrice !== null;
  const items: (DescriptionListItem | null)[] = [
    {
      label: t('trading.position.status'),
      value: (
        <StatusBadge
          tone={statusTone('position', position.status)}
          label={t(statusLabelKey('position', position.status))}
        />
      ),
    },
    { label: t('trading.position.orderNo'), value: position.orderNo },
    { label: t('trading.position.stock'), value: `${position.name} (${position.code})` },
    { label: t('trading.position.direction'), value: t(`trading.direction.${position.direction}`) },
    { label: t('trading.position.priceType'), value: t(`trading.priceType.${position.priceType}`) },
    position.limitPrice ? { label: t('trading.position.limitPrice'), value: inCurrency(position.limitPrice) } : null,
    position.status === 'pending' && position.receipt?.atOpening
      ? { label: t('trading.receipt.atOpening'), value: formatTime(position.receipt.atOpening.at) }
      : null,
    {
      label: t('trading.position.quantity'),
      value: t('trading.position.lotsValue', {
        lots: t('units.lots', { count: position.lots }),
        shares: t('units.shares', { count: position.shares }),
      }),
    },
    filled ? { label: t('trading.position.openPrice'), value: inCurrency(position.openPrice!) } : null,
    { label: t('trading.position.currentPrice'), value: inCurrency(position.currentPrice) },
    filled ? { label: t('trading.position.marketValue'), value: inCurrency(position.marketValue) } : null,
    // Closed: the price P&L before costs and the result after every cost, each labelled (the
    // account's realised result adds up the latter). Open: the P&L so far, after the fees accrued.
    ...(position.settlement
      ? [
          {
            label: t('trading.position.profitBeforeCosts'),
            value: <Money value={position.settlement.profit} currency={position.currency} signed colorBySign />,
          },
          {
            label: t('trading.position.resultAfterCosts'),
            value: <Money value={position.settlement.afterCosts} currency={position.currency} signed colorBySign />,
          },
        ]
      : filled
        ? [
            {
              label: t('trading.position.profit'),
              value: (
                <span className={styles.row}>
                  <Money value={position.profit} currency={position.currency} signed colorBySign />
                  <span>{formatPercent(position.profitPct).replace('%', '\u00a0%')}</span>
                </span>
              ),
            },
          ]
        : []),
    { label: t('trading.position.leverage'), value: t('trading.order.leverageValue', { value: position.leverage }) },
    { label: t('trading.position.margin'), value: inCurrency(position.margin) },
    { label: t('trading.position.fee'), value: inCurrency(position.fee) },
    { label: t('trading.position.stampTax'), value: inCurrency(position.stampTax) },
    {
      label: t('trading.position.managementFee', { days: position.managementFeeDays }),
      value: inCurrency(position.managementFee),
    },
    position.marginLevelPct
      ? { label: t('trading.position.marginLevel'), value: percent(position.marginLevelPct) }
      : null,
    position.stopOutPrice
      ? { label: t('trading.position.stopOutPrice'), value: inCurrency(position.stopOutPrice) }
      : null,
    {
      label: t('trading.position.lockDays'),
      value:
        position.sellLock.unit === 'day'
          ? t('stock.trade.sellLockDays', { value: position.sellLock.value })
          : t('stock.trade.sellLockMinutes', { value: position.sellLock.value }),
    },
    position.lockUntil ? { label: t('trading.position.lockUntil'), value: formatTime(position.lockUntil) } : null,
    { label: t('trading.position.createdAt'), value: formatTime(position.createdAt) },
    position.openedAt ? { label: t('trading.position.openedAt'), value: formatTime(position.openedAt) } : null,
    position.closeRequestedAt
      ? { label: t('trading.position.closeRequestedAt'), value: formatTime(position.closeRequestedAt) }
      : null,
    position.closedAt ? { label: t('trading.position.closedAt'), value: formatTime(position.closedAt) } : null,
    position.closePrice ? { label: t('trading.position.closePrice'), value: inCurrency(position.closePrice) } : null,
    position.cancelledAt ? { label: t('trading.position.cancelledAt'), value: formatTime(position.cancelledAt) } : null,
    position.remark ? { label: t('trading.position.remark'), value: t(`trading.remark.${position.remark}`) } : null,
  ];
  return (
    <Card title={t('trading.position.factsTitle')}>
      <DescriptionList inline items={items.filter((item): item is DescriptionListItem => item !== null)} />
    </Card>
  );
}
