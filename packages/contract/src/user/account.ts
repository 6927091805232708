import { z } from 'zod';
import { sessionSchema, userSchema } from '../account/objects.ts';
import { currencySchema, emptyRequestSchema, languageSchema, nullResponseSchema, text } from '../primitives.ts';

/**
 * Account and session endpoints (api.md §4.2). Zod checks the shape only; lengths, formats and
 * equality are the domain's validators, applied by the server exactly as by the client.
 */
export const registerRequestSchema = z.object({
  account: text(64),
  password: text(64),
  confirmPassword: text(64),
  inviteCode: text(64),
});
export const registerResponseSchema = sessionSchema;

export const loginRequestSchema = z.object({ account: text(64), password: text(64) });
export const loginResponseSchema = sessionSchema;

export const logoutRequestSchema = emptyRequestSchema;
export const logoutResponseSchema = nullResponseSchema;

export const infoRequestSchema = z.object({ currency: currencySchema.optional() });
export const infoResponseSchema = userSchema;

export const passwordRequestSchema = z.object({
  oldPassword: text(64),
  newPassword: text(64),
  confirmPassword: text(64),
});
export const passwordResponseSchema = nullResponseSchema;

export const fundPasswordRequestSchema = z.object({
  /** Required once a fund password is set. */
  oldFundPassword: text(16).optional(),
  newFundPassword: text(16),
  confirmPassword: text(16),
});
export const fundPasswordResponseSchema = nullResponseSchema;

export const languageRequestSchema = z.object({ language: languageSchema });
export const languageResponseSchema = nullResponseSchema;

export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type PasswordRequest = z.infer<typeof passwordRequestSchema>;
export type FundPasswordRequest = z.infer<typeof fundPasswordRequestSchema>;
