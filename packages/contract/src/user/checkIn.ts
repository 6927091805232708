import { z } from 'zod';
import { currencySchema, emptyRequestSchema, moneySchema } from '../primitives.ts';

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
