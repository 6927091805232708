import { z } from '../zod.ts';
import {
  allocationBuckets,
  directions,
  dividendKinds,
  marginAlerts,
  milestoneKeys,
  orderWarningReasons,
  positionRemarks,
  positionSources,
  positionStatuses,
  priceTypes,
  questionnaireStatuses,
  sellLockUnits,
  timelineKinds,
  tradableMarkets,
} from '@broker/domain';
import { marginStatusSchema } from '../account/objects.ts';
import {
  currencySchema,
  dateSchema,
  idSchema,
  moneySchema,
  pctSchema,
  priceSchema,
  timeSchema,
} from '../primitives.ts';

/**
 * api.md §2 objects of the trading slice: Position and Dividend, plus what products.md §1 adds
 * — the cost-and-risk receipt kept on every position, the actual figures of its close, its
 * timeline, the margin account — and the answers of the account-value and allocation charts.
 */

const count = z.number().int();

export const directionSchema = z.enum(directions);
export const priceTypeSchema = z.enum(priceTypes);
export const positionStatusSchema = z.enum(positionStatuses);
export const sellLockSchema = z.object({ unit: z.enum(sellLockUnits), value: count.min(0) });

/**
 * The cost-and-risk receipt (domain `tradeReceipt`; MiFID II ex-ante costs): what the order
 * takes, what the round trip costs if closed at the same price after `holdingDays`, where it
 * breaks even and is stopped out, when it may be sold, and what a 1 % move does. Shown before
 * every confirm (`trade/preview`) and kept on the position (`Position.receipt`).
 */
export const tradeReceiptSchema = z.object({
  currency: currencySchema,
  direction: directionSchema,
  priceType: priceTypeSchema,
  /** The market price of a market order, the limit of a limit order. */
  price: priceSchema,
  lots: count.min(1),
  shares: count.min(1),
  leverage: count.min(1),
  /** price × shares. */
  amount: moneySchema,
  /** amount ÷ leverage. */
  margin: moneySchema,
  /** amount − margin: the management fee's base. */
  borrowed: moneySchema,
  /** The opening fee. */
  fee: moneySchema,
  /** margin + fee: taken from the available funds (frozen while a limit order waits). */
  openingCost: moneySchema,
  /** Estimates at the same price: the close's fee and stamp tax. */
  closeFee: moneySchema,
  stampTax: moneySchema,
  managementFeePerDay: moneySchema,
  holdingDays: count.min(0),
  managementFee: moneySchema,
  /** fee + closeFee + stampTax + managementFee. */
  totalCost: moneySchema,
  breakEvenPrice: priceSchema,
  /** Signed: up for long, down for short. */
  breakEvenPct: pctSchema,
  /** Null at leverage 1 (no stop-out). */
  stopOutPrice: priceSchema.nullable(),
  sellLock: sellLockSchema,
  /** When the position may be sold if filled now. */
  lockUntil: timeSchema,
  /** The P&L of a 1 % move up and down, and that in percent of the margin. */
  move: z.object({ pct: pctSchema, up: moneySchema, down: moneySchema, marginPct: pctSchema }),
  /**
   * An order for the next opening (domain `openingOrderTerms`): when it fills (the session's first
   * price), the highest price that opening may have and the cost frozen at it until then. The
   * receipt's other figures are estimates at the last price. Null (or absent) for an order that fills now.
   */
  atOpening: z.object({ at: timeSchema, reservePrice: priceSchema, reserved: moneySchema }).nullable().optional(),
});
export type TradeReceipt = z.infer<typeof tradeReceiptSchema>;

/** A sanity guard of the ticket (domain `orderWarnings`): the user may confirm past it. */
export const orderWarningSchema = z.object({
  reason: z.enum(orderWarningReasons),
  /** The locale key of its text: `trading.warning.<reason>`. */
  key: z.string(),
  /** seconds, marketPrice, pct, unlockAt: raw values for the text. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type OrderWarning = z.infer<typeof orderWarningSchema>;

/** The actual figures of a close (domain `closeSettlement`), beside the receipt's estimate. */
export const positionSettlementSchema = z.object({
  closePrice: priceSchema,
  closeAmount: moneySchema,
  /** Price P&L. */
  profit: moneySchema,
  closeFee: moneySchema,
  stampTax: moneySchema,
  managementFee: moneySchema,
  managementFeeDays: count.min(0),
  /** Opening fee + close fee + stamp tax + management fee: the receipt's totalCost, actual. */
  totalCost: moneySchema,
  /** margin + P&L − closing costs, signed: what the close booked. */
  net: moneySchema,
  /** net floored at 0, and the loss beyond the margin. */
  credit: moneySchema,
  shortfall: moneySchema,
  /** What negative balance protection added back ('0.00' when nothing). */
  nbp: moneySchema,
  /**
   * The result after every cost: price P&L − totalCost + nbp — what the position did to the
   * balance from its open to its close (the account summary's realised result adds these up).
   */
  afterCosts: moneySchema,
});
export type PositionSettlement = z.infer<typeof positionSettlementSchema>;

/**
 * A position or order (api.md §2 Position). Beyond api.md: `sellLock` (lockDays is its value
 * for a day lock, 0 for a minute lock), `managementFeeDays`, `closeRequestedAt` (a close asked
 * outside trading hours; null again when withdrawn), `cancelledAt`, `marginLevelPct` and
 * `stopOutPrice` (open leveraged positions), `receipt` (the estimate kept from the order; null
 * for block-trade and new-share positions, which have no ticket) and `settlement` (the actual
 * figures once closed). `profit` is the price P&L less the management fee accrued so far
 * (products.md: counted in the P&L); `managementFee` is that accrued fee, paid at the close;
 * `stampTax` is '0.00' until the close.
 */
export const positionSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  stockId: idSchema,
  code: z.string(),
  name: z.string(),
  market: z.enum(tradableMarkets),
  currency: currencySchema,
  source: z.enum(positionSources),
  direction: directionSchema,
  priceType: priceTypeSchema,
  limitPrice: priceSchema.nullable(),
  lots: count.min(1),
  shares: count.min(1),
  /** The fill price (cost); null while pending. */
  openPrice: priceSchema.nullable(),
  currentPrice: priceSchema,
  marketValue: moneySchema,
  leverage: count.min(1),
  /** Initial margin. */
  margin: moneySchema,
  /** The opening fee. */
  fee: moneySchema,
  stampTax: moneySchema,
  managementFee: moneySchema,
  managementFeeDays: count.min(0),
  profit: moneySchema,
  profitPct: pctSchema,
  status: positionStatusSchema,
  lockDays: count.min(0),
  sellLock: sellLockSchema,
  lockUntil: timeSchema.nullable(),
  /** Order time. */
  createdAt: timeSchema,
  /** Fill (buy) time. */
  openedAt: timeSchema.nullable(),
  closeRequestedAt: timeSchema.nullable(),
  /** Close (sell) time. */
  closedAt: timeSchema.nullable(),
  cancelledAt: timeSchema.nullable(),
  closePrice: priceSchema.nullable(),
  remark: z.enum(positionRemarks).nullable(),
  marginLevelPct: pctSchema.nullable(),
  stopOutPrice: priceSchema.nullable(),
  receipt: tradeReceiptSchema.nullable(),
  settlement: positionSettlementSchema.nullable(),
});
export type Position = z.infer<typeof positionSchema>;

/**
 * A dividend or bonus-share allocation on one of the user's positions (api.md §2 Dividend).
 * Beyond api.md: `positionId` and `direction` (a short pays), `shares` is the position's
 * entitled shares, `bonusShares` the whole shares added, `gross`/`withholdingPct`/`withholding`
 * the tax (a long's), `amount` the signed cash booked (`dividend`; for bonus shares the fraction
 * settled in cash), `paidAt` null until the pay date; `inLieu` when the shares were lent at the
 * record date (a payment in lieu from the borrower, booked as `paymentInLieu`).
 */
export const dividendSchema = z.object({
  id: idSchema,
  positionId: idSchema,
  stockId: idSchema,
  code: z.string(),
  name: z.string(),
  kind: z.enum(dividendKinds),
  direction: directionSchema,
  perShare: priceSchema.nullable(),
  /** Bonus shares a:b, e.g. "10:1". */
  ratio: z
    .string()
    .regex(/^\d+:\d+$/)
    .nullable(),
  shares: count.min(0),
  bonusShares: count.min(0).nullable(),
  gross: moneySchema.nullable(),
  withholdingPct: pctSchema.nullable(),
  withholding: moneySchema.nullable(),
  amount: moneySchema.nullable(),
  currency: currencySchema,
  recordDate: dateSchema,
  payDate: dateSchema,
  paidAt: timeSchema.nullable(),
  inLieu: z.boolean(),
});
export type Dividend = z.infer<typeof dividendSchema>;

/** One step of a position's life (domain `positionMilestones`). */
export const milestoneSchema = z.object({
  key: z.enum(milestoneKeys),
  state: z.enum(['done', 'current', 'upcoming']),
  at: timeSchema.nullable(),
});

/** One line of a position's timeline: an event, or money booked on it (domain `timelineKinds`). */
export const timelineEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(timelineKinds),
  at: timeSchema,
  /** Money lines: signed, as the wallet saw it (a daily management fee accrues on the position and is booked at the close). */
  amount: moneySchema.nullable(),
  /** filled, closed, stopOut: the price; dividend: per share. */
  price: priceSchema.nullable(),
  /** bonusShares: shares added. */
  shares: count.nullable(),
  /** marginWarning, stopOut: the account's margin level then. */
  levelPct: pctSchema.nullable(),
  /** The wallet ledger entry, for money booked to the wallet. */
  ledgerId: idSchema.nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The questionnaire's state for the account (domain `questionnaireStatuses`, `scoreQuestionnaire`). */
export const questionnaireStateSchema = z.object({
  status: z.enum(questionnaireStatuses),
  answeredAt: timeSchema.nullable(),
  /** After a failed attempt: when it may be taken again. */
  retakeAt: timeSchema.nullable(),
  /** The failed attempt's reason keys (`trading.questionnaire.reason.<group>`). */
  reasons: z.array(z.string()),
});

/** The leveraged positions of one currency together (domain `accountMargin`). */
export const marginExposureSchema = z.object({
  currency: currencySchema,
  margin: moneySchema,
  equity: moneySchema,
  levelPct: pctSchema.nullable(),
  alert: z.enum(marginAlerts),
});

/**
 * `margin/info` (api.md §4.7). Beyond api.md: `levels` (warning, critical, stop-out percent of
 * the margin), the appropriateness `questionnaire` and `exposure` — the account's leveraged
 * positions per currency (each wallet is its own margin account), empty when there are none.
 */
export const marginInfoSchema = z.object({
  status: marginStatusSchema,
  open: z.boolean(),
  /** The leverages offered; 1 always among them; above 1 usable only while activated. */
  leverages: z.array(count.min(1)),
  /** Daily, percent of the borrowed part. */
  managementFeePct: pctSchema,
  levels: z.object({ warning: pctSchema, critical: pctSchema, stopOut: pctSchema }),
  /** The operator's reason of a rejection. */
  remark: z.string().nullable(),
  questionnaire: questionnaireStateSchema,
  exposure: z.array(marginExposureSchema),
});
export type MarginInfo = z.infer<typeof marginInfoSchema>;

/** The outcome of `margin/apply`: the answers scored (domain `scoreQuestionnaire`) and the status after. */
export const marginApplicationSchema = z.object({
  /** applied when passed; unchanged (notApplied or ended) when not. */
  status: marginStatusSchema,
  passed: z.boolean(),
  score: count.min(0),
  total: count.min(1),
  reasons: z.array(z.string()),
  answeredAt: timeSchema,
  retakeAt: timeSchema.nullable(),
});
export type MarginApplication = z.infer<typeof marginApplicationSchema>;

/** A question as the app shows it: keys and locale keys, never the accepted answers. */
export const marginQuestionSchema = z.object({
  key: z.string(),
  textKey: z.string(),
  options: z.array(z.object({ key: z.string(), textKey: z.string() })),
});

/** One day of the account-value chart, in the answer's currency. */
export const valuePointSchema = z.object({
  date: dateSchema,
  /** Cash and open positions' equity at that day's end. */
  value: moneySchema,
  /** Money deposited and withdrawn that day (domain `valueFlowOf`): not the account's result. */
  deposits: moneySchema,
  withdrawals: moneySchema,
});

export const allocationSliceSchema = z.object({
  market: z.enum(allocationBuckets),
  value: moneySchema,
  pct: pctSchema,
});
export const currencySliceSchema = z.object({ currency: currencySchema, value: moneySchema, pct: pctSchema });
