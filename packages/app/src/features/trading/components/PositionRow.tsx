import { useTranslation } from 'react-i18next';
import { Money, StatusBadge } from '@broker/ui';
import { formatPercent, statusLabelKey, statusTone } from '@broker/domain';
import type { Position } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';

/**
 * A position or order in a list: name and its P&L (live for open positions); direction, lots
 * and leverage with the status; cost and current price with the P&L in percent. Opens the detail.
 */
export function PositionRow({ position, onOpen }: { position: Position; onOpen: (position: Position) => void }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const filled = position.openPrice !== null;
  return (
    <RecordItem
      title={`${position.name} · ${position.code}`}
      amount={filled ? <Money value={position.profit} currency={position.currency} signed colorBySign /> : null}
      lines={[
        [
          t('trading.position.rowLine', {
            direction: t(`trading.direction.${position.direction}`),
            lots: t('units.lots', { count: position.lots }),
            leverage: position.leverage,
          }),
          <StatusBadge
            key="status"
            tone={statusTone('position', position.status)}
            label={t(statusLabelKey('position', position.status))}
          />,
        ],
        [
          filled
            ? t('trading.position.rowPrices', {
                open: money(position.openPrice, position.currency),
                price: money(position.closePrice ?? position.currentPrice, position.currency),
              })
            : position.receipt?.atOpening
              ? t('trading.position.atOpening', { time: formatTime(position.receipt.atOpening.at) })
              : t('trading.position.rowLimit', {
                  price: money(position.limitPrice ?? position.currentPrice, position.currency),
                }),
          filled ? formatPercent(position.profitPct).replace('%', '\u00a0%') : null,
        ],
      ]}
      onClick={() => onOpen(position)}
    />
  );
}
