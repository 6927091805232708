import type { Currency } from '../money/currency.ts';
import { currencyScale } from '../money/currency.ts';
import { add, div, mul, roundHalfUp, sub } from '../money/decimal.ts';
import type { Money, Pct, Price, Shares } from '../money/nominal.ts';
import type { TradingCalendar } from './calendar.ts';
import { apiTime } from './calendar.ts';
import type { SellLock } from './lock.ts';
import { lockUntil } from './lock.ts';
import { stopOutPrice } from './risk.ts';
import {
  breakEven,
  closeSettlement,
  managementFeePerDay,
  openingCost,
  profitLoss,
  profitPct,
  sharesFromLots,
} from './settlement.ts';
import type { Direction, PriceType } from './vocabulary.ts';

export interface ReceiptInput {
  direction: Direction;
  priceType: PriceType;
  /** The market price for a market order, the limit price for a limit order. */
  price: Price | string;
  lots: number;
  lotSize: number;
  leverage: number;
  feePct: Pct | string;
  stampTaxPct: Pct | string;
  /** Daily management fee of the borrowed part, percent. */
  managementFeePct: Pct | string;
  /** The holding period the projection assumes, in (fee) days. */
  holdingDays: number;
  sellLock: SellLock;
  calendar: TradingCalendar;
  /** The fill the receipt assumes: now (a limit order's lock starts at its own fill). */
  nowMs: number;
  currency: Currency;
  /** Default: serverDefaults.trading.marginLevels.stopOut. */
  stopOutPct?: Pct | string;
}

/**
 * The cost-and-risk receipt (products.md §1, MiFID II ex-ante costs): what the order takes, what
 * the round trip will cost if closed at the same price after `holdingDays`, where it breaks
 * even, where a leveraged position is stopped out, when it can be sold, and what a 1 % move does.
 */
export interface TradeReceipt {
  currency: Currency;
  direction: Direction;
  priceType: PriceType;
  price: Price;
  lots: number;
  shares: Shares;
  leverage: number;
  /** price × shares. */
  amount: Money;
  /** amount ÷ leverage. */
  margin: Money;
  /** amount − margin: what the leverage borrows (the management fee's base). */
  borrowed: Money;
  /** The opening fee. */
  fee: Money;
  /** margin + fee: what leaves the available funds now (frozen for a limit order). */
  openingCost: Money;
  /** Estimated at the same price: the close fee and the stamp tax on the close. */
  closeFee: Money;
  stampTax: Money;
  managementFeePerDay: Money;
  holdingDays: number;
  /** managementFeePerDay over holdingDays (rounded once). */
  managementFee: Money;
  /** fee + closeFee + stampTax + managementFee. */
  totalCost: Money;
  /** The close price that pays every cost above, and that move in percent of the price. */
  breakEvenPrice: Price;
  breakEvenPct: Pct;
  /** Leveraged only: the price at which this position alone reaches the stop-out level; null at leverage 1. */
  stopOutPrice: Price | null;
  sellLock: SellLock;
  /** When it may be sold (API time). */
  lockUntil: string;
  /** What a 1 % move of the price does: the P&L up and down, and that in percent of the margin. */
  move: { pct: Pct; up: Money; down: Money; marginPct: Pct };
}

const ONE_PCT = '1.00';

/**
 * The receipt of an order ticket. Every figure comes from the functions that settle the real
 * position (`openingCost`, `closeSettlement`, `lockUntil`), so the estimate equals the actual
 * when the close price and the fee days turn out as assumed.
 */
export function tradeReceipt(input: ReceiptInput): TradeReceipt {
  const { currency, direction } = input;
  const shares = sharesFromLots(input.lots, input.lotSize);
  const opening = openingCost(input.price, shares, input.leverage, input.feePct, currency);
  const atSamePrice = closeSettlement({
    direction,
    openPrice: input.price,
    closePrice: input.price,
    shares,
    leverage: input.leverage,
    feePct: input.feePct,
    stampTaxPct: input.stampTaxPct,
    managementFeePct: input.managementFeePct,
    days: input.holdingDays,
    currency,
  });
  const even = breakEven({
    direction,
    openPrice: input.price,
    shares,
    feePct: input.feePct,
    stampTaxPct: input.stampTaxPct,
    fee: opening.fee,
    managementFee: atSamePrice.managementFee,
  });
  const priceUp = mul(input.price, div(add(100, ONE_PCT), 100, 30));
  const priceDown = mul(input.price, div(sub(100, ONE_PCT), 100, 30));
  const up = profitLoss(direction, input.price, priceUp, shares, currency);
  return {
    currency,
    direction,
    priceType: input.priceType,
    price: input.price as Price,
    lots: input.lots,
    shares,
    leverage: input.leverage,
    amount: opening.amount,
    margin: opening.margin,
    borrowed: roundHalfUp(sub(opening.amount, opening.margin), currencyScale(currency)) as string as Money,
    fee: opening.fee,
    openingCost: opening.total,
    closeFee: atSamePrice.closeFee,
    stampTax: atSamePrice.stampTax,
    managementFeePerDay: managementFeePerDay(opening.amount, opening.margin, input.managementFeePct, currency),
    holdingDays: input.holdingDays,
    managementFee: atSamePrice.managementFee,
    totalCost: atSamePrice.totalCost,
    breakEvenPrice: even.price,
    breakEvenPct: even.movePct,
    stopOutPrice:
      input.leverage > 1
        ? stopOutPrice({
            direction,
            openPrice: input.price,
            shares,
            margin: opening.margin,
            stopOutPct: input.stopOutPct,
          })
        : null,
    sellLock: { unit: input.sellLock.unit, value: input.sellLock.value },
    lockUntil: apiTime(lockUntil(input.nowMs, input.sellLock, input.calendar)),
    move: {
      pct: ONE_PCT as Pct,
      up,
      down: profitLoss(direction, input.price, priceDown, shares, currency),
      marginPct: profitPct(up, opening.margin),
    },
  };
}
