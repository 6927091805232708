import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Countdown, DescriptionList, Dialog, useToast } from '@broker/ui';
import { closeSettlement, isTradingTime } from '@broker/domain';
import type { Position, StockDetail } from '@broker/contract';
import { useDeviceTime, useServerNow } from '../../../hooks/useServerNow.ts';
import { money } from '../../../i18n/money.ts';
import { useCancelOrder, useClosePosition } from '../api.ts';
import { positionActions } from '../tradingView.ts';
import * as styles from '../trading.css.ts';
import { pair } from './TradeButtons.css.ts';

export interface PositionActionsProps {
  /** The position at the live price. */
  position: Position;
  /** Its stock's trading rules (fee, stamp tax, hours) for the expected credit; undefined while loading. */
  stock: StockDetail | undefined;
  /** The sell lock has run out on the clock: read the position again (the server unlocks it on read). */
  onLockEnd?: () => void;
}

/**
 * Close (holding; a countdown while locked) with a confirmation that shows the expected credit
 * (domain `closeSettlement` at the live price), and cancel (a pending order, or a close asked
 * outside trading hours). The shared client says why a refused request was refused.
 */
export function PositionActions({ position, stock, onLockEnd }: PositionActionsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const now = useServerNow();
  const deviceTime = useDeviceTime();
  const close = useClosePosition();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState<'close' | 'cancel' | null>(null);
  const actions = positionActions(position);
  const trade = stock?.trade;
  const inHours = trade ? isTradingTime(now, { window: trade.hours }) : true;
  const expected =
    trade && position.openPrice
      ? closeSettlement({
          direction: position.direction,
          openPrice: position.openPrice,
          closePrice: position.currentPrice,
          shares: position.shares,
          leverage: position.leverage,
          feePct: trade.feePct,
          stampTaxPct: trade.stampTaxPct,
          managementFeePct: '0',
          days: position.managementFeeDays,
          accruedManagementFee: position.managementFee,
          // As the fill booked them: after bonus shares, open price × shares may round a cent apart.
          margin: position.margin,
          fee: position.fee,
          currency: position.currency,
        })
      : null;

  const confirmClose = async () => {
    try {
      const after = await close.trigger({ positionId: position.id });
      toast.show(t(after.status === 'closing' ? 'trading.position.closeRequested' : 'trading.position.closed'), {
        tone: 'positive',
      });
    } catch {
      // The shared client has said why.
    }
    setAsking(null);
  };
  const confirmCancel = async () => {
    try {
      const after = await cancel.trigger({ positionId: position.id });
      toast.show(t(after.status === 'holding' ? 'trading.position.closeWithdrawn' : 'trading.position.cancelled'), {
        tone: 'positive',
      });
    } catch {
      // The shared client has said why.
    }
    setAsking(null);
  };

  if (!actions.close && !actions.cancel) return null;
  const inCurrency = (value: string) => money(value, position.currency);
  return (
    <div className={styles.stack}>
      {actions.close === 'locked' && position.lockUntil ? (
        <div className={styles.row}>
          {/* Seen beside the clock; screen readers hear it with the time from the countdown itself. */}
          <span className={styles.muted} aria-hidden="true">
            {t('trading.position.lockedFor')}
          </span>
          <Countdown
            label={t('trading.position.lockedFor')}
            targetMs={deviceTime(Date.parse(position.lockUntil))}
            endedText={t('trading.position.unlocked')}
            onEnd={onLockEnd}
          />
        </div>
      ) : null}
      <div className={pair}>
        {actions.close ? (
          <Button block size="lg" disabled={actions.close === 'locked'} onClick={() => setAsking('close')}>
            {t('trading.position.close')}
          </Button>
        ) : null}
        {actions.cancel ? (
          <Button block size="lg" variant="secondary" onClick={() => setAsking('cancel')}>
            {t(position.status === 'closing' ? 'trading.position.withdrawClose' : 'trading.position.cancel')}
          </Button>
        ) : null}
      </div>
      <Dialog
        open={asking === 'close'}
        onClose={() => setAsking(null)}
        title={t('trading.position.closeTitle', { name: position.name })}
        message={t(inHours ? 'trading.position.closeNow' : 'trading.position.closeAtOpening')}
        confirmLabel={t('trading.position.close')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.sending')}
        onConfirm={confirmClose}
      >
        {expected ? (
          <DescriptionList
            inline
            items={[
              { label: t('trading.position.currentPrice'), value: inCurrency(position.currentPrice) },
              { label: t('trading.position.margin'), value: inCurrency(expected.margin) },
              { label: t('trading.settlement.profit'), value: inCurrency(expected.profit) },
              { label: t('trading.settlement.closeFee'), value: inCurrency(expected.closeFee) },
              { label: t('trading.settlement.stampTax'), value: inCurrency(expected.stampTax) },
              { label: t('trading.settlement.managementFee'), value: inCurrency(expected.managementFee) },
              { label: t('trading.settlement.credit'), value: inCurrency(expected.credit), total: true },
            ]}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={asking === 'cancel'}
        onClose={() => setAsking(null)}
        title={t(position.status === 'closing' ? 'trading.position.withdrawClose' : 'trading.position.cancel')}
        message={t(
          position.status === 'closing' ? 'trading.position.withdrawCloseBody' : 'trading.position.cancelBody',
        )}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.back')}
        loadingLabel={t('common.sending')}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
