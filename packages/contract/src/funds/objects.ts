import { z } from '../zod.ts';
import { ledgerTypes, reviewStatuses, walletNetworks, walletTypes, withdrawalMethods } from '@broker/domain';
import {
  currencySchema,
  idSchema,
  imgSchema,
  moneySchema,
  priceSchema,
  timeSchema,
  timeWindowSchema,
} from '../primitives.ts';

/** api.md §2 objects of the funds slice. */

export const reviewStatusSchema = z.enum(reviewStatuses);
export const walletTypeSchema = z.enum(walletTypes);
export const walletNetworkSchema = z.enum(walletNetworks);
export const withdrawalMethodSchema = z.enum(withdrawalMethods);

/** A bank card; the full number is never returned. */
export const cardSchema = z.object({
  id: idSchema,
  holderName: z.string(),
  /** First 4 + `****` + last 4. */
  cardNumberMasked: z.string(),
  bankName: z.string(),
  branchName: z.string().nullable(),
  bankCode: z.string().nullable(),
  branchAddress: z.string().nullable(),
  createdAt: timeSchema,
});
export type Card = z.infer<typeof cardSchema>;

export const walletAddressSchema = z.object({
  id: idSchema,
  walletType: walletTypeSchema,
  network: walletNetworkSchema,
  address: z.string(),
  qrImage: imgSchema.nullable(),
  createdAt: timeSchema,
});
export type WalletAddress = z.infer<typeof walletAddressSchema>;

export const channelKinds = ['bank', 'crypto'] as const;

/** A deposit channel: bounds, hours, switch and where to pay. */
export const channelSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(channelKinds),
  currency: currencySchema,
  min: moneySchema,
  max: moneySchema,
  hours: timeWindowSchema,
  open: z.boolean(),
  needsPassword: z.boolean(),
  payee: z.object({
    holderName: z.string().nullable().optional(),
    bankName: z.string().nullable().optional(),
    accountNumber: z.string().nullable().optional(),
    branchName: z.string().nullable().optional(),
    walletType: walletTypeSchema.nullable().optional(),
    network: walletNetworkSchema.nullable().optional(),
    address: z.string().nullable().optional(),
    qrImage: imgSchema.nullable().optional(),
  }),
});
export type Channel = z.infer<typeof channelSchema>;

/** RV: review fields shared by deposits and withdrawals. */
const reviewFields = {
  status: reviewStatusSchema,
  /** The operator's reason (required to reject). */
  remark: z.string().nullable(),
  createdAt: timeSchema,
  reviewedAt: timeSchema.nullable(),
};

export const depositSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  channelId: idSchema,
  channelName: z.string(),
  currency: currencySchema,
  amount: moneySchema,
  /** What the operator credited (approved deposits). */
  creditedAmount: moneySchema.nullable(),
  proofImage: imgSchema,
  ...reviewFields,
});
export type Deposit = z.infer<typeof depositSchema>;

export const withdrawalSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  method: withdrawalMethodSchema,
  /** The masked card number, or the wallet address. */
  destination: z.string(),
  currency: currencySchema,
  /** Frozen at request, debited on approval. */
  amount: moneySchema,
  fee: moneySchema,
  netAmount: moneySchema,
  ...reviewFields,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const ledgerEntrySchema = z.object({
  id: idSchema,
  type: z.enum(ledgerTypes),
  currency: currencySchema,
  /** Signed change of the balance. */
  amount: moneySchema,
  /** Signed change of the frozen amount. */
  frozenChange: moneySchema,
  balanceAfter: moneySchema,
  availableAfter: moneySchema,
  refId: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: timeSchema,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const exchangeRecordSchema = z.object({
  id: idSchema,
  orderNo: z.string(),
  from: currencySchema,
  to: currencySchema,
  /** Debited, in `from`. */
  amount: moneySchema,
  /** `to` per `from`. */
  rate: priceSchema,
  /** In `to`. */
  fee: moneySchema,
  /** Credited, in `to`, rounded down. */
  received: moneySchema,
  createdAt: timeSchema,
});
export type ExchangeRecord = z.infer<typeof exchangeRecordSchema>;

export const exchangeRateSchema = z.object({ currency: currencySchema, rate: priceSchema });
