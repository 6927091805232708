import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Dialog, NoticeBar, PriceChange, Skeleton } from '@broker/ui';
import { directionOfSide, isTradingTime, nextSessionOpen, validateOrder, type OrderSide } from '@broker/domain';
import type { MarginInfo, Position, StockDetail, User } from '@broker/contract';
import { answerText, FormAlert, OrderSummary, useDomainForm } from '../../../forms/index.ts';
import { useServerNow } from '../../../hooks/useServerNow.ts';
import { useLiveQuoted } from '../../../live/index.ts';
import { money } from '../../../i18n/money.ts';
import { OfflineNotice } from '../../../shell/OfflineNotice.tsx';
import { Screen } from '../../../shell/Screen.tsx';
import { usePlaceOrder, useTradePreview } from '../api.ts';
import { initialTicket, previewRequest, type TicketFormValues } from '../tradingView.ts';
import { MarketClosedNotice } from './MarketClosedNotice.tsx';
import { OrderResult } from './OrderResult.tsx';
import { OrderWarnings } from './OrderWarnings.tsx';
import { ReceiptList } from './ReceiptList.tsx';
import { ShortSaleExplainer } from './ShortSaleExplainer.tsx';
import { TicketControls, type TicketField } from './TicketControls.tsx';
import * as styles from '../trading.css.ts';

export interface OrderTicketProps {
  stock: StockDetail;
  side: OrderSide;
  margin: MarginInfo;
  user: User | undefined;
  /** The account changed on the server (a fund password set elsewhere): read `user/info` again. */
  onUserStale?: () => void;
  /**
   * The book the order goes to (absent: the user's own account, unchanged). `intraday` trades the
   * running intraday account: its leverage is fixed (the multiplier), its cash is what may be used.
   */
  book?: TicketBook;
  /** Shown first on the ticket (the choice of book). */
  above?: ReactNode;
}

/** Another book than the user's own account: the server's name for it, its fixed leverage and its cash. */
export interface TicketBook {
  id: 'intraday';
  leverage: number;
  available: string;
}

/**
 * The order ticket (docs/forms.md): the controls, the live price, the receipt and warnings of
 * `trade/preview` as the ticket changes, the domain's `validateOrder` before anything is sent, a
 * confirmation that repeats the receipt, and the result that opens the position. Every order
 * carries the fund password (the preview none); without one the ticket says to set it first.
 */
export function OrderTicket({ stock: loaded, side, margin, user, onUserStale, book, above }: OrderTicketProps) {
  const { t } = useTranslation();
  const stock = useLiveQuoted(loaded);
  const now = useServerNow();
  const trade = stock.trade!;
  const [confirming, setConfirming] = useState(false);
  const [placed, setPlaced] = useState<Position | null>(null);
  const closedNoticeId = useId();
  const order = usePlaceOrder();
  const form = useDomainForm<TicketFormValues, TicketField>({
    initial: () => ({
      ...initialTicket(side, trade.minLots),
      ...(book ? { leverage: book.leverage } : {}),
      fundPassword: '',
    }),
    fields: ['direction', 'price', 'lots', 'leverage', 'fundPassword'],
    path: 'trade/order',
    currency: stock.currency,
  });
  const wallet = user?.wallets.find((item) => item.currency === stock.currency);
  const ticket = previewRequest(stock.stockId, form.values);
  // A book's orders carry it, at its own leverage; the user's own account's are as they were.
  const request = ticket && book ? { ...ticket, book: book.id, leverage: book.leverage } : ticket;
  // The book's leverage is the only one, always usable; its cash is what the order may use.
  const leverages = book ? [book.leverage] : margin.leverages;
  const marginStatus = book ? 'activated' : margin.status;
  const available = book ? book.available : (wallet?.available ?? '0');
  const preview = useTradePreview(request);
  // Until user/info answers, the field is shown and the server judges the password.
  const fundPasswordSet = user?.fundPasswordSet ?? true;
  const fundPassword = form.values.fundPassword || undefined;
  // Closed (the domain's calendar, as the server's): the next opening, and whether this ticket may wait for it.
  const calendar = { window: trade.hours };
  const opensAtMs = isTradingTime(now, calendar) ? null : nextSessionOpen(now, calendar);
  const isMarket = form.values.priceType === 'market';
  const forOpening = opensAtMs !== null && isMarket && form.values.atOpening;
  const blocked = opensAtMs !== null && !forOpening;

  if (placed) return <OrderResult position={placed} />;

  const submit = form.handleSubmit({
    validate: () =>
      validateOrder(
        {
          direction: directionOfSide[form.values.side],
          priceType: form.values.priceType,
          price: form.values.priceType === 'limit' ? form.values.price : undefined,
          lots: form.values.lots,
          leverage: form.values.leverage,
          fundPassword,
          atOpening: forOpening,
        },
        {
          nowMs: now,
          currency: stock.currency,
          listed: stock.tradable,
          // Closed, the last price stands (an order for the opening is estimated at it); halted, none.
          quotePrice: stock.tradingStatus === 'trading' || stock.tradingStatus === 'closed' ? stock.price : null,
          limitUp: stock.limitUp,
          limitDown: stock.limitDown,
          dailyLimitPct: trade.dailyLimitPct,
          lotSize: stock.lotSize,
          minLots: trade.minLots,
          minOpenAmount: trade.minOpenAmount,
          feePct: trade.feePct,
          hours: trade.hours,
          leverages,
          marginStatus,
          available,
          restrictions: user?.restrictions,
          fundPasswordSet,
        },
      ),
    // Confirmed in a dialog first: the receipt is repeated before anything is sent.
    send: async () => setConfirming(true),
  });

  const send = async () => {
    if (!request) return;
    const failure = await form.send(async (requestId) =>
      setPlaced(await order.trigger({ ...request, fundPassword, requestId })),
    );
    if (failure) setConfirming(false);
    // The account's fund password changed elsewhere: the ticket follows it (as the withdrawal form).
    if (failure?.key === 'error.fundPassword.notSet') onUserStale?.();
  };

  const receipt = preview.data?.receipt;
  // Before the account's first short, what a short is comes first; the other warnings follow the receipt.
  const warnings = preview.data?.warnings ?? [];
  const firstShort = warnings.some((warning) => warning.reason === 'firstShort');
  const title = t(side === 'buy' ? 'trading.order.titleBuy' : 'trading.order.titleSell', { name: stock.name });
  return (
    <Screen
      title={title}
      footer={
        <Button
          block
          size="lg"
          type="submit"
          form={form.formId}
          loading={order.pending}
          loadingLabel={t('common.sending')}
          disabled={blocked}
          describedBy={opensAtMs !== null ? closedNoticeId : undefined}
        >
          {t(
            forOpening
              ? 'trading.order.submitOpening'
              : form.values.side === 'buy'
                ? 'trading.order.submitBuy'
                : 'trading.order.submitSell',
          )}
        </Button>
      }
    >
      <OfflineNotice />
      <div className={styles.stack}>
        {above}
        {opensAtMs !== null ? (
          <MarketClosedNotice
            id={closedNoticeId}
            opensAtMs={opensAtMs}
            timeZone={trade.hours.timeZone}
            offersOpening={isMarket}
          />
        ) : null}
        {firstShort ? <ShortSaleExplainer /> : null}
        <div className={styles.row}>
          <span className={styles.muted}>{t('trading.order.livePrice', { code: stock.code })}</span>
          <span className={styles.row}>
            <span className={styles.price} data-testid="ticket-price">
              {money(stock.price, stock.currency)}
            </span>
            <PriceChange change={stock.change} changePct={stock.changePct} size="sm" />
          </span>
        </div>
        {book ? (
          <p className={styles.muted}>
            {t('trading.order.bookAvailable', { amount: money(book.available, stock.currency) })}
          </p>
        ) : wallet ? (
          <p className={styles.muted}>
            {t('trading.order.available', { amount: money(wallet.available, wallet.currency) })}
          </p>
        ) : null}
        <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
          <TicketControls
            form={form}
            stock={stock}
            leverages={leverages}
            marginStatus={marginStatus}
            fundPasswordSet={fundPasswordSet}
            closed={opensAtMs !== null}
          />
          <FormAlert text={form.alert} />
        </form>
        <Card title={t('trading.receipt.title')}>
          {preview.error ? (
            // Why there is no receipt (the market is closed, with its hours), for as long as it holds.
            <NoticeBar tone="negative" text={answerText(t, preview.error.key, preview.error.data, stock.currency)} />
          ) : receipt ? (
            <ReceiptList receipt={receipt} />
          ) : request ? (
            <Skeleton label={t('trading.order.previewLoading')} lines={6} />
          ) : (
            <p className={styles.muted}>{t('trading.order.previewWaiting')}</p>
          )}
        </Card>
        <OrderWarnings
          warnings={warnings.filter((warning) => warning.reason !== 'firstShort')}
          currency={stock.currency}
        />
      </div>
      {receipt ? (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('trading.order.confirmTitle')}
          confirmLabel={t('trading.order.confirm')}
          cancelLabel={t('common.cancel')}
          loadingLabel={t('common.sending')}
          onConfirm={send}
          message={title}
        >
          <OrderSummary
            items={[
              { label: t('trading.order.side'), value: t(`trading.direction.${receipt.direction}`) },
              { label: t('trading.order.priceType'), value: t(`trading.priceType.${receipt.priceType}`) },
              {
                label: t('trading.order.quantity'),
                value: t('trading.position.lotsValue', {
                  lots: t('units.lots', { count: receipt.lots }),
                  shares: t('units.shares', { count: receipt.shares }),
                }),
              },
              {
                label: t('trading.order.leverage'),
                value: t('trading.order.leverageValue', { value: receipt.leverage }),
              },
              { label: t('trading.receipt.amount'), value: money(receipt.amount, receipt.currency) },
              { label: t('trading.receipt.totalCost'), value: money(receipt.totalCost, receipt.currency) },
              {
                label: t('trading.receipt.openingCost'),
                value: money(receipt.openingCost, receipt.currency),
                total: true,
              },
            ]}
          />
          {preview.data && preview.data.warnings.length > 0 ? (
            <NoticeBar
              tone="pending"
              text={t('trading.order.warningsConfirm', { count: preview.data.warnings.length })}
            />
          ) : null}
        </Dialog>
      ) : null}
    </Screen>
  );
}
