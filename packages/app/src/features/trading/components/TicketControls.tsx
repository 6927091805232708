import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AmountField, SegmentedControl, Stepper, Switch } from '@broker/ui';
import {
  directionOfSide,
  leveragesFor,
  orderSides,
  priceTypes,
  receiptDays,
  shownBand,
  statusLabelKey,
  type MarginStatus,
  type OrderSide,
  type PriceType,
} from '@broker/domain';
import type { StockDetail } from '@broker/contract';
import { FundPasswordField, type DomainForm } from '../../../forms/index.ts';
import { priceMoney } from '../../../i18n/money.ts';
import { paths } from '../../../routes/paths.ts';
import type { TicketFormValues } from '../tradingView.ts';
import * as styles from '../trading.css.ts';

export type TicketField = 'direction' | 'price' | 'lots' | 'leverage' | 'fundPassword';

export interface TicketControlsProps {
  form: DomainForm<TicketFormValues, TicketField>;
  stock: StockDetail;
  /** `margin/info`: the offered leverages and whether they may be used. */
  leverages: readonly number[];
  marginStatus: MarginStatus;
  /** `user/info`: without a fund password the ticket says to set one first, in place of the field. */
  fundPasswordSet: boolean;
  /** The market is closed: a market order may be placed for the next opening. */
  closed?: boolean;
}

/**
 * The ticket's controls (specification §2 buy and sell forms): buy or sell, market or limit, the
 * quantity in lots, the leverage (above 1 only with margin activated, with the way to apply) and
 * the holding period the receipt's management fee assumes; and the fund password every order asks
 * (specification: it must be set before a purchase), as the withdrawal form asks it. While the
 * market is closed a market order may be asked for the next opening.
 */
/** The daily limits as the hint shows them: rounded inward, in money format (issue #26). */
function bandOf(market: StockDetail['market'], limitDown: string, limitUp: string, currency: StockDetail['currency']) {
  const band = shownBand(market, limitDown, limitUp);
  return { low: priceMoney(band.low, currency), high: priceMoney(band.high, currency) };
}

export function TicketControls({
  form,
  stock,
  leverages,
  marginStatus,
  fundPasswordSet,
  closed = false,
}: TicketControlsProps) {
  const { t } = useTranslation();
  const { values } = form;
  const trade = stock.trade!;
  const usable = leveragesFor(marginStatus, leverages);
  return (
    <>
      <SegmentedControl<OrderSide>
        label={t('trading.order.side')}
        options={orderSides.map((side) => ({ value: side, label: t(`trading.direction.${directionOfSide[side]}`) }))}
        value={values.side}
        onChange={(side) => form.set({ side })}
      />
      <SegmentedControl<PriceType>
        label={t('trading.order.priceType')}
        options={priceTypes.map((type) => ({ value: type, label: t(`trading.priceType.${type}`) }))}
        value={values.priceType}
        onChange={(priceType) => form.set({ priceType })}
      />
      {closed && values.priceType === 'market' ? (
        <Switch
          label={t('trading.order.atOpening')}
          description={t('trading.order.atOpeningHint')}
          checked={values.atOpening}
          onChange={(atOpening) => form.set({ atOpening })}
        />
      ) : null}
      {values.priceType === 'limit' ? (
        <AmountField
          {...form.field('price')}
          label={t('trading.order.limitPrice')}
          hint={
            stock.limitDown && stock.limitUp
              ? t('trading.order.limitBand', bandOf(stock.market, stock.limitDown, stock.limitUp, stock.currency))
              : undefined
          }
          scale={4}
          required
        />
      ) : null}
      <Stepper
        id={form.fieldId('lots')}
        label={t('trading.order.lots')}
        hint={t('trading.order.lotsHint', {
          shares: t('units.shares', { count: stock.lotSize }),
          lots: t('units.lots', { count: trade.minLots }),
        })}
        value={values.lots}
        min={1}
        onChange={(lots) => form.set({ lots })}
        error={form.errors.lots}
        decreaseLabel={t('trading.order.fewerLots')}
        increaseLabel={t('trading.order.moreLots')}
        required
      />
      <div id={form.fieldId('leverage')} tabIndex={-1} className={styles.group}>
        {/* Seen above the switch; screen readers hear it as the switch's own name. */}
        <p className={styles.groupLabel} aria-hidden="true">
          {t('trading.order.leverage')}
        </p>
        <SegmentedControl<string>
          label={t('trading.order.leverage')}
          options={leverages.map((leverage) => ({
            value: String(leverage),
            label: t('trading.order.leverageValue', { value: leverage }),
            disabled: !usable.includes(leverage),
          }))}
          value={String(values.leverage)}
          onChange={(leverage) => form.set({ leverage: Number(leverage) })}
        />
        {marginStatus === 'activated' ? null : (
          <p className={styles.muted}>
            {t('trading.order.marginStatus', { status: t(statusLabelKey('margin', marginStatus)) })}{' '}
            <Link to={paths.trade.margin}>{t('trading.order.toMargin')}</Link>
          </p>
        )}
        {form.errors.leverage ? <p className={styles.fieldError}>{form.errors.leverage}</p> : null}
      </div>
      <div className={styles.group}>
        <p className={styles.groupLabel} aria-hidden="true">
          {t('trading.order.holdingDays')}
        </p>
        <SegmentedControl<string>
          label={t('trading.order.holdingDays')}
          options={receiptDays.choices.map((days) => ({
            value: String(days),
            label: t('trading.order.days', { days }),
          }))}
          value={String(values.holdingDays)}
          onChange={(days) => form.set({ holdingDays: Number(days) })}
        />
      </div>
      <FundPasswordField {...form.field('fundPassword')} isSet={fundPasswordSet} purpose="order" />
    </>
  );
}
