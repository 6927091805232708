import { z } from '../zod.ts';
import { accountRestrictions, marginStatuses, realNameStatuses } from '@broker/domain';
import { currencySchema, idSchema, imgSchema, languageSchema, moneySchema, timeSchema } from '../primitives.ts';

/** api.md §2 objects of the accounts slice. */

export const realNameStatusSchema = z.enum(realNameStatuses);
export const accountRestrictionSchema = z.enum(accountRestrictions);
export const marginStatusSchema = z.enum(marginStatuses);

/** One currency's money: balance = available + frozen. */
export const walletSchema = z.object({
  currency: currencySchema,
  balance: moneySchema,
  available: moneySchema,
  frozen: moneySchema,
  /** Realised + unrealised profit. */
  profit: moneySchema,
  /** Loan outstanding. */
  borrowed: moneySchema,
  totalAssets: moneySchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** The figures of an account summary in one currency (domain `MoneyFigures`). */
export const moneyFiguresSchema = z.object({
  /** Everything: the balance and the open positions' value. */
  equity: moneySchema,
  balance: moneySchema,
  available: moneySchema,
  frozen: moneySchema,
  /** The open positions' value to the account (margin + P&L − accrued fees). */
  positionsValue: moneySchema,
  /** The open positions' P&L at current prices, after the fees accrued so far. */
  openPnl: moneySchema,
  /** The closed positions' result after every cost, and dividends: today, and since the account opened. */
  realisedToday: moneySchema,
  realisedTotal: moneySchema,
  /** The leveraged positions' borrowed part (and loans). */
  borrowed: moneySchema,
});
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;

/**
 * `user/summary`: the account's money, computed once on the server, in its base currency (the
 * brand's) and per currency with the rate to it — what the wallet, the trade tab, the account
 * centre and the header all show.
 */
export const accountSummarySchema = z.object({
  baseCurrency: currencySchema,
  total: moneyFiguresSchema,
  currencies: z.array(moneyFiguresSchema.extend({ currency: currencySchema, rate: z.string().nullable() })),
  /** Currencies with money but no rate: left out of the total. */
  missing: z.array(currencySchema),
  /** When the exchange's rates were last set. */
  ratesAt: timeSchema,
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** The account's short number, for people: the UID is the product's prefix plus it (`DS100023`). */
const uidSchema = z.string().regex(/^\d{1,12}$/);

export const userSchema = z.object({
  id: idSchema,
  uid: uidSchema,
  account: z.string(),
  realName: z.string().nullable(),
  realNameStatus: realNameStatusSchema,
  avatar: imgSchema.nullable(),
  language: languageSchema,
  /** The user's own invitation code, to invite others. */
  inviteCode: z.string(),
  creditScore: z.number().int(),
  registeredAt: timeSchema,
  fundPasswordSet: z.boolean(),
  restrictions: z.array(accountRestrictionSchema),
  isSeat: z.boolean(),
  marginStatus: marginStatusSchema,
  /** The wallet of the requested currency. */
  wallet: walletSchema,
  usdtBalance: moneySchema,
  /** The fund view's wallets: EUR, USD, USDT, USDC. */
  wallets: z.array(walletSchema),
});
export type User = z.infer<typeof userSchema>;

/** What login and registration return; the client stores token, account, realName and id. */
export const sessionSchema = z.object({
  token: z.string(),
  account: z.string(),
  id: idSchema,
  /** The account's short number (the client stores it as `id` and shows it as the UID). */
  uid: uidSchema,
  realName: z.string().nullable(),
  realNameStatus: realNameStatusSchema,
  /** When the session expires if it stays idle (sliding: every call moves it). */
  expiresAt: timeSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const realNameSchema = z.object({
  status: realNameStatusSchema,
  name: z.string().nullable(),
  /** First 6 + `***` + last 1. */
  idNumberMasked: z.string().nullable(),
  frontImage: imgSchema.nullable(),
  backImage: imgSchema.nullable(),
  address: z.string().nullable(),
  /** The operator's reason of a rejection. */
  remark: z.string().nullable(),
  submittedAt: timeSchema.nullable(),
  reviewedAt: timeSchema.nullable(),
});
export type RealName = z.infer<typeof realNameSchema>;
