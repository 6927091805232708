import { z } from '../zod.ts';
import { intradayRejectReasons, reviewStatuses } from '@broker/domain';
import {
  currencySchema,
  dateSchema,
  idSchema,
  moneySchema,
  pctSchema,
  timeSchema,
  timeWindowSchema,
} from '../primitives.ts';

/**
 * The settlement of an intraday account at its session's end (products.md §4): the amount + realised
 * P&L − fees, floored at zero; `protectedLoss` is what the floor absorbed (negative balance
 * protection). Signed decimal strings.
 */
export const intradaySettlementSchema = z.object({
  credit: moneySchema,
  realisedPnl: moneySchema,
  fees: moneySchema,
  protectedLoss: moneySchema,
});
export type IntradaySettlement = z.infer<typeof intradaySettlementSchema>;

/**
 * An intraday application and the account it opened (api.md IntradayRecord, with what
 * products.md §4 adds): the amount frozen, the multiplier k and the buying power amount × k it
 * gives; pending → approved (the session `day` it trades) or rejected (with the operator's reason
 * code); `settledAt` and `settlement` once the session's end settled it, `profit` = credit − amount.
 */
export const intradayRecordSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  multiplier: z.number().int(),
  buyingPower: moneySchema,
  status: z.enum(reviewStatuses),
  rejectReason: z.enum(intradayRejectReasons).nullable(),
  day: dateSchema.nullable(),
  createdAt: timeSchema,
  decidedAt: timeSchema.nullable(),
  settledAt: timeSchema.nullable(),
  settlement: intradaySettlementSchema.nullable(),
  profit: moneySchema.nullable(),
});
export type IntradayRecord = z.infer<typeof intradayRecordSchema>;

/** The rules an intraday account trades under, shown before applying (products.md §4). */
export const intradayRulesSchema = z.object({
  multiplier: z.number().int(),
  dailyLossPct: pctSchema,
  maxLossPct: pctSchema,
  flattenBeforeCloseMinutes: z.number().int(),
  previewBeforeCloseMinutes: z.number().int(),
});

/** `intraday/info`: the terms, the rules, and the latest application. */
export const intradayInfoSchema = z.object({
  open: z.boolean(),
  currency: currencySchema,
  minAmount: moneySchema,
  maxAmount: moneySchema,
  hours: timeWindowSchema,
  rules: intradayRulesSchema,
  latest: intradayRecordSchema.nullable(),
});
export type IntradayInfo = z.infer<typeof intradayInfoSchema>;

/** The live rule meter (domain `intradayLossMeter`): losses against the two limits. */
export const intradayMeterSchema = z.object({
  dayLoss: moneySchema,
  dayLimit: moneySchema,
  dayUsedPct: pctSchema,
  totalLoss: moneySchema,
  maxLimit: moneySchema,
  maxUsedPct: pctSchema,
  breach: z.enum(['dailyLoss', 'maxLoss']).nullable(),
});

/**
 * `intraday/account`: the running intraday account now — its record, its equity and cash, the
 * buying power left (available × k), the rule meter, and its day's times (the preview, the flatten,
 * the close); `trading` while it may take orders. Null when no account is running.
 */
export const intradayAccountSchema = z.object({
  record: intradayRecordSchema,
  equity: moneySchema,
  available: moneySchema,
  buyingPowerLeft: moneySchema,
  meter: intradayMeterSchema,
  previewAt: timeSchema,
  flattenAt: timeSchema,
  closeAt: timeSchema,
  trading: z.boolean(),
});
export type IntradayAccount = z.infer<typeof intradayAccountSchema>;

/** A point of an intraday account's rule meter history (its session report). */
export const intradayMeterPointSchema = z.object({
  at: timeSchema,
  equity: moneySchema,
  dayLoss: moneySchema,
  totalLoss: moneySchema,
});
export type IntradayMeterPoint = z.infer<typeof intradayMeterPointSchema>;
