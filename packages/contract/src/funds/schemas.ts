import { z } from '../zod.ts';
import { recordKinds } from '@broker/domain';
import {
  cardSchema,
  channelSchema,
  depositSchema,
  exchangeRateSchema,
  exchangeRecordSchema,
  ledgerEntrySchema,
  walletAddressSchema,
  walletTypeSchema,
  withdrawalMethodSchema,
  withdrawalSchema,
} from './objects.ts';
import { realNameStatusSchema } from '../account/objects.ts';
import {
  currencySchema,
  emptyRequestSchema,
  imgSchema,
  moneySchema,
  pageRequest,
  pageSchema,
  pctSchema,
  requestIdSchema,
  text,
  amountText,
  timeSchema,
  timeWindowSchema,
} from '../primitives.ts';

/**
 * api.md §4.3 (cards, wallet addresses) and §4.4 (funds and exchange). Shapes only: the domain's
 * validators judge lengths, formats and amounts, so that the answer is the documented key.
 */

export const cardListRequestSchema = z.object({ ...pageRequest });
export const cardListResponseSchema = pageSchema(cardSchema);

export const cardAddRequestSchema = z.object({
  holderName: text(64),
  /** 8–30 digits; spaces and dashes are ignored. */
  cardNumber: text(40),
  bankName: text(64),
  branchName: text(64).optional(),
  bankCode: text(32).optional(),
  branchAddress: text(200).optional(),
});
export const cardAddResponseSchema = cardSchema;

export const walletListRequestSchema = z.object({ walletType: walletTypeSchema.optional(), ...pageRequest });
export const walletListResponseSchema = pageSchema(walletAddressSchema);

export const walletAddRequestSchema = z.object({
  walletType: text(8),
  network: text(8).optional(),
  address: text(100),
  /** An upload path of the caller's own `walletQr` upload. */
  qrImage: imgSchema.optional(),
});
export const walletAddResponseSchema = walletAddressSchema;

export const channelsRequestSchema = z.object({ currency: currencySchema.optional() });
export const channelsResponseSchema = z.array(channelSchema);

export const depositRequestSchema = z.object({
  requestId: requestIdSchema,
  channelId: text(64),
  amount: amountText(),
  /** An upload path of the caller's own `depositProof` upload. */
  proofImage: imgSchema,
  channelPassword: text(64).optional(),
});
export const depositResponseSchema = depositSchema;

export const withdrawInfoRequestSchema = z.object({ currency: currencySchema.default('USD') });
export const withdrawInfoResponseSchema = z.object({
  currency: currencySchema,
  min: moneySchema,
  max: moneySchema,
  feePct: pctSchema,
  hours: timeWindowSchema,
  minCreditScore: z.number().int(),
  creditScore: z.number().int(),
  available: moneySchema,
  fundPasswordSet: z.boolean(),
  realNameStatus: realNameStatusSchema,
});

export const withdrawRequestSchema = z.object({
  requestId: requestIdSchema,
  method: withdrawalMethodSchema,
  cardId: text(64).optional(),
  walletId: text(64).optional(),
  currency: currencySchema,
  amount: amountText(),
  fundPassword: text(16).optional(),
});
export const withdrawResponseSchema = withdrawalSchema;

export const fundsRecordsRequestSchema = z.object({
  kind: z.enum(recordKinds),
  currency: currencySchema.optional(),
  ...pageRequest,
});
export const fundsRecordsResponseSchema = pageSchema(z.union([depositSchema, withdrawalSchema, ledgerEntrySchema]));

export const exchangeRatesRequestSchema = emptyRequestSchema;
export const exchangeRatesResponseSchema = z.object({
  base: z.literal('USD'),
  feePct: pctSchema,
  updatedAt: timeSchema,
  /** Units of each currency per 1 USD. */
  items: z.array(exchangeRateSchema),
});

export const exchangeSubmitRequestSchema = z.object({
  requestId: requestIdSchema,
  from: text(8),
  to: text(8),
  amount: amountText(),
  /**
   * The `updatedAt` of the exchange/rates the app showed: the exchange gets those rates while
   * they are held (two minutes from then), else the current ones (docs/decisions.md).
   */
  ratesAt: timeSchema.optional(),
});
export const exchangeSubmitResponseSchema = exchangeRecordSchema;

export const exchangeRecordsRequestSchema = z.object({ ...pageRequest });
export const exchangeRecordsResponseSchema = pageSchema(exchangeRecordSchema);
