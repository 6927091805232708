import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Dialog, Money, Skeleton, useToast } from '@broker/ui';
import type { Position } from '@broker/contract';
import { QueryState } from '../../../components/QueryState.tsx';
import { money } from '../../../i18n/money.ts';
import { paths, withQuery } from '../../../routes/paths.ts';
import { useCloseIntradayPosition, useIntradayPositions } from '../api.ts';
import * as styles from '../intraday.css.ts';

/**
 * The intraday book's open positions (`trade/positions` with `book: 'intraday'`), each with its
 * P&L and a close that is confirmed first (`trade/close`); the shared client says why a refused
 * close was refused.
 */
export function IntradayPositions({ multiplier }: { multiplier: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const positions = useIntradayPositions(true);
  return (
    <Card title={t('intraday.account.positions.title')}>
      <p className={styles.muted}>{t('intraday.account.positions.orderHint', { multiplier })}</p>
      {/* The first order too: from the market, a stock's ticket offers this book. */}
      <Button variant="secondary" onClick={() => navigate(paths.market.index)}>
        {t('intraday.account.positions.pickStock')}
      </Button>
      <QueryState
        query={positions}
        skeleton={<Skeleton label={t('common.loading')} lines={4} />}
        isEmpty={(page) => page.items.length === 0}
        empty={<p className={styles.muted}>{t('intraday.account.positions.empty')}</p>}
      >
        {(page) => (
          <ul className={styles.list} aria-label={t('intraday.account.positions.title')}>
            {page.items.map((position) => (
              <PositionItem key={position.id} position={position} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function PositionItem({ position }: { position: Position }) {
  const { t } = useTranslation();
  const toast = useToast();
  const close = useCloseIntradayPosition();
  const [asking, setAsking] = useState(false);
  const nameId = useId();
  const name = `${position.name} · ${position.code}`;
  const closable = position.status === 'holding';
  const confirmClose = async () => {
    try {
      const after = await close.trigger({ positionId: position.id });
      toast.show(t(after.status === 'closing' ? 'trading.position.closeRequested' : 'trading.position.closed'), {
        tone: 'positive',
      });
    } catch {
      // The shared client has said why.
    }
    setAsking(false);
  };
  return (
    <li className={styles.item}>
      <div className={styles.meterHead}>
        <span id={nameId} className={styles.text}>
          {name}
        </span>
        {position.openPrice !== null ? (
          <Money value={position.profit} currency={position.currency} signed colorBySign />
        ) : null}
      </div>
      <p className={styles.muted}>
        {t('trading.position.rowLine', {
          direction: t(`trading.direction.${position.direction}`),
          lots: t('units.lots', { count: position.lots }),
          leverage: position.leverage,
        })}
        {' · '}
        {t('intraday.account.positions.prices', {
          open: money(position.openPrice ?? position.limitPrice ?? position.currentPrice, position.currency),
          price: money(position.currentPrice, position.currency),
        })}
      </p>
      {closable ? (
        <Button variant="secondary" onClick={() => setAsking(true)} describedBy={nameId}>
          {t('trading.position.close')}
        </Button>
      ) : (
        <p className={styles.muted}>{t('intraday.account.positions.closing')}</p>
      )}
      {/* The trading ticket in the intraday book, for this position's stock. */}
      <Link
        to={withQuery(paths.market.order, { id: position.stockId, side: 'buy', book: 'intraday' })}
        className={styles.textLink}
      >
        {t('intraday.account.positions.order', { name: position.name })}
      </Link>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('trading.position.closeTitle', { name: position.name })}
        message={t('intraday.account.positions.closeBody')}
        confirmLabel={t('trading.position.close')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.sending')}
        onConfirm={confirmClose}
      />
    </li>
  );
}
