import { useTranslation } from 'react-i18next';
import { Money, StatusBadge } from '@broker/ui';
import { statusLabelKey, statusTone } from '@broker/domain';
import type { Position } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';
import { blockStateOf, positionPath } from '../blockTradeView.ts';

/**
 * One of the user's blocks, opening its position: the stock and its profit; lots and shares with
 * the status; the price paid with when it unlocks (locked) or when it was closed.
 */
export function RecordRow({ position }: { position: Position }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const state = blockStateOf(position);
  const when =
    state.kind === 'locked'
      ? t('blockTrade.records.unlocks', { time: formatTime(state.until) })
      : position.closedAt
        ? t('blockTrade.records.closedAt', { time: formatTime(position.closedAt) })
        : null;
  return (
    <RecordItem
      title={`${position.name} (${position.code})`}
      amount={<Money value={position.profit} currency={position.currency} signed colorBySign />}
      lines={[
        [
          t('blockTrade.buy.quantityValue', {
            lots: t('units.lots', { count: position.lots }),
            shares: t('units.shares', { count: position.shares }),
          }),
          <StatusBadge
            key="status"
            tone={statusTone('position', position.status)}
            label={t(statusLabelKey('position', position.status))}
          />,
        ],
        [
          t('blockTrade.records.price', {
            price: money(position.openPrice ?? position.currentPrice, position.currency),
          }),
          when,
        ],
      ]}
      to={positionPath(position.id)}
    />
  );
}
