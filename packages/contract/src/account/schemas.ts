import { z } from '../zod.ts';
import { PASSWORD_MAX, serverDefaults } from '@broker/domain';
import { noticeSchema } from '../common/objects.ts';
import {
  currencySchema,
  emptyRequestSchema,
  idSchema,
  imgSchema,
  languageSchema,
  marketSchema,
  moneySchema,
  nullResponseSchema,
  text,
  timeSchema,
} from '../primitives.ts';
import { accountSummarySchema, realNameSchema, sessionSchema, userSchema } from './objects.ts';

/** The shape's bound of a password field: twice the policy's maximum, so the domain answers a long one with its rule. */
const PASSWORD_FIELD_MAX = 2 * PASSWORD_MAX;

/**
 * The account slice's `user/*` endpoints: account and session (api.md §4.2), real name (§4.3),
 * notices and the daily check-in. Zod checks the shape only; lengths, formats and equality are the
 * domain's validators, applied by the server exactly as by the client.
 */
export const registerRequestSchema = z.object({
  account: text(64),
  password: text(PASSWORD_FIELD_MAX),
  confirmPassword: text(PASSWORD_FIELD_MAX),
  inviteCode: text(64),
});
export const registerResponseSchema = sessionSchema;

export const loginRequestSchema = z.object({ account: text(64), password: text(PASSWORD_FIELD_MAX) });
export const loginResponseSchema = sessionSchema;

export const logoutRequestSchema = emptyRequestSchema;
export const logoutResponseSchema = nullResponseSchema;

export const infoRequestSchema = z.object({ currency: currencySchema.optional() });
export const infoResponseSchema = userSchema;

export const summaryRequestSchema = emptyRequestSchema;
export const summaryResponseSchema = accountSummarySchema;

export const passwordRequestSchema = z.object({
  oldPassword: text(PASSWORD_FIELD_MAX),
  newPassword: text(PASSWORD_FIELD_MAX),
  confirmPassword: text(PASSWORD_FIELD_MAX),
});
export const passwordResponseSchema = nullResponseSchema;

export const fundPasswordRequestSchema = z.object({
  /** Required once a fund password is set. */
  oldFundPassword: text(16).optional(),
  newFundPassword: text(16),
  confirmPassword: text(16),
});
export const fundPasswordResponseSchema = nullResponseSchema;

/**
 * `user/sessions`: the account's open sessions (not ended, not expired), the current one first,
 * then by last use; `user/sessionEnd` ends one of them (the current one too: that is a logout).
 */
export const sessionsRequestSchema = emptyRequestSchema;
export const activeSessionSchema = z.object({
  id: idSchema,
  /** The session this request came with. */
  current: z.boolean(),
  createdAt: timeSchema,
  lastUsedAt: timeSchema,
  /** When it ends unless used again (7 idle days, 30 days after login at most). */
  expiresAt: timeSchema,
  /** The browser's User-Agent at login, or null. */
  userAgent: z.string().nullable(),
  /** The client address at login, or null. */
  address: z.string().nullable(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const sessionsResponseSchema = z.array(activeSessionSchema);
export const sessionEndRequestSchema = z.object({ id: idSchema });
export const sessionEndResponseSchema = nullResponseSchema;

export const languageRequestSchema = z.object({ language: languageSchema });
export const languageResponseSchema = nullResponseSchema;

export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type PasswordRequest = z.infer<typeof passwordRequestSchema>;
export type FundPasswordRequest = z.infer<typeof fundPasswordRequestSchema>;

/** `user/realName`: name, optional ID number and address, both ID photos (upload paths), consent. */
export const realNameRequestSchema = z.object({
  name: text(64),
  idNumber: text(30).optional(),
  frontImage: imgSchema,
  backImage: imgSchema,
  address: text(200).optional(),
  consent: z.boolean(),
});
export const realNameResponseSchema = realNameSchema;

export const realNameInfoRequestSchema = emptyRequestSchema;
export const realNameInfoResponseSchema = realNameSchema;
export type RealNameRequest = z.infer<typeof realNameRequestSchema>;

/** `user/notice`: the market's and global notices, newest first, without content. */
export const noticeRequestSchema = z.object({ type: marketSchema.default('usd') });
export const noticeResponseSchema = z.array(noticeSchema).max(serverDefaults.noticeLimit);

export const noticeDetailRequestSchema = z.object({ id: idSchema });
export const noticeDetailResponseSchema = noticeSchema;

/** Daily check-in (api.md §4.11): once per calendar day in Europe/Amsterdam, a fixed number per campaign. */
export const checkInInfoRequestSchema = emptyRequestSchema;
export const checkInInfoResponseSchema = z.object({
  checkedInToday: z.boolean(),
  streakDays: z.number().int().min(0),
  /** Check-ins left in the campaign. */
  remaining: z.number().int().min(0),
  reward: moneySchema,
  currency: currencySchema,
});

export const checkInRequestSchema = emptyRequestSchema;
export const checkInResponseSchema = z.object({
  reward: moneySchema,
  currency: currencySchema,
  streakDays: z.number().int().min(0),
  remaining: z.number().int().min(0),
});
