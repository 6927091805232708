import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusBadge } from '@broker/ui';
import { statusLabelKey, statusTone } from '@broker/domain';
import type { Position } from '@broker/contract';
import { OrderSummary, ResultScreen } from '../../../forms/index.ts';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { paths } from '../../../routes/paths.ts';
import { blockStateOf, positionPath } from '../blockTradeView.ts';

/**
 * After the buy: the block that was opened (its order number, lots and shares, price, what was
 * paid and its fee) locked until its unlock, with the ways to the position, to the user's blocks
 * and back to the offers.
 */
export function BuyResult({ position }: { position: Position }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatTime = useFormatDateTime();
  const inCurrency = (value: string) => money(value, position.currency);
  const state = blockStateOf(position);
  const status = (
    <StatusBadge
      tone={statusTone('position', position.status)}
      label={
        state.kind === 'locked'
          ? t('blockTrade.result.lockedUntil', { time: formatTime(state.until) })
          : t(statusLabelKey('position', position.status))
      }
    />
  );
  return (
    <ResultScreen
      status="success"
      title={t('blockTrade.result.title')}
      description={
        state.kind === 'locked'
          ? t('blockTrade.result.locked', { time: formatTime(state.until) })
          : t('blockTrade.result.open')
      }
      details={
        <Card>
          <OrderSummary
            items={[
              { label: t('blockTrade.result.orderNo'), value: position.orderNo },
              { label: t('blockTrade.result.stock'), value: `${position.name} (${position.code})` },
              {
                label: t('blockTrade.buy.quantity'),
                value: t('blockTrade.buy.quantityValue', {
                  lots: t('units.lots', { count: position.lots }),
                  shares: t('units.shares', { count: position.shares }),
                }),
              },
              { label: t('blockTrade.buy.price'), value: inCurrency(position.openPrice ?? position.currentPrice) },
              { label: t('blockTrade.buy.amount'), value: inCurrency(position.margin) },
              { label: t('blockTrade.buy.fee'), value: inCurrency(position.fee) },
              { label: t('blockTrade.result.status'), value: status, total: true },
            ]}
          />
        </Card>
      }
      actions={
        <>
          <Button block size="lg" onClick={() => navigate(positionPath(position.id))}>
            {t('blockTrade.result.toPosition')}
          </Button>
          <Button block size="lg" variant="ghost" onClick={() => navigate(paths.blockTrade.records)}>
            {t('blockTrade.result.toRecords')}
          </Button>
          <Button block size="lg" variant="ghost" onClick={() => navigate(paths.blockTrade.offers)}>
            {t('blockTrade.result.toOffers')}
          </Button>
        </>
      }
    />
  );
}
