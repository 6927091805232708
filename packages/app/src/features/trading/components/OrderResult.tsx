import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusBadge } from '@broker/ui';
import { statusLabelKey, statusTone } from '@broker/domain';
import type { Position } from '@broker/contract';
import { OrderSummary, ResultScreen } from '../../../forms/index.ts';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { paths, withQuery } from '../../../routes/paths.ts';

/** After the order: filled (the position is open) or waiting for its limit or the opening, with the way to the position. */
export function OrderResult({ position }: { position: Position }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatTime = useFormatDateTime();
  const pending = position.status === 'pending';
  const opening = position.receipt?.atOpening;
  const inCurrency = (value: string) => money(value, position.currency);
  return (
    <ResultScreen
      status={pending ? 'pending' : 'success'}
      title={t(pending ? 'trading.order.resultPendingTitle' : 'trading.order.resultTitle')}
      description={
        pending && opening
          ? t('trading.order.resultOpening', { time: formatTime(opening.at) })
          : pending
            ? t('trading.order.resultPending', { price: inCurrency(position.limitPrice ?? '0') })
            : t('trading.order.resultFilled', { price: inCurrency(position.openPrice ?? position.currentPrice) })
      }
      details={
        <Card>
          <OrderSummary
            items={[
              { label: t('trading.position.orderNo'), value: position.orderNo },
              { label: t('trading.position.stock'), value: `${position.name} (${position.code})` },
              { label: t('trading.position.direction'), value: t(`trading.direction.${position.direction}`) },
              {
                label: t('trading.position.quantity'),
                value: t('trading.position.lotsValue', {
                  lots: t('units.lots', { count: position.lots }),
                  shares: t('units.shares', { count: position.shares }),
                }),
              },
              { label: t('trading.position.margin'), value: inCurrency(position.margin) },
              { label: t('trading.position.fee'), value: inCurrency(position.fee) },
              {
                label: t('trading.position.status'),
                value: (
                  <StatusBadge
                    tone={statusTone('position', position.status)}
                    label={t(statusLabelKey('position', position.status))}
                  />
                ),
              },
            ]}
          />
        </Card>
      }
      actions={
        <>
          <Button block size="lg" onClick={() => navigate(withQuery(paths.trade.positionDetail, { id: position.id }))}>
            {t('trading.order.toPosition')}
          </Button>
          <Button block size="lg" variant="ghost" onClick={() => navigate(paths.trade.index)}>
            {t('trading.order.toTrade')}
          </Button>
        </>
      }
    />
  );
}
