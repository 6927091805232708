import { z } from './zod.ts';
import {
  currencies,
  DECIMAL_PATTERN,
  hasForbiddenCharacters,
  languages,
  markets,
  serverDefaults,
} from '@broker/domain';

/**
 * The rules a contract refinement names in its issue's message; the server answers them as
 * `validation.invalid` with `{ field, rule }`, like the domain's validators.
 */
export const CONTRACT_RULES = { format: 'format', size: 'size' } as const;

/**
 * Every text the API takes is refused when it carries a character no text may carry (control
 * characters, NUL among them, bidirectional overrides, lone surrogates: the domain's one rule,
 * validation/text.ts) — `validation.invalid` with the field, never a database error.
 */
const plainText = (schema: z.ZodString) =>
  schema.refine((value) => !hasForbiddenCharacters(value), { error: CONTRACT_RULES.format });

/**
 * The most integer digits an amount may have: far above any balance, far below what the
 * `numeric(30, 6)` columns hold, so that an operator's oversized amount is refused as invalid
 * instead of overflowing a column (issue #16).
 */
export const AMOUNT_MAX_INTEGER_DIGITS = 18;
const DECIMAL_LIKE = /^\s*[-+]?0*(\d*)(?:\.\d*)?\s*$/;
/** False for a decimal (as typed: signs, spaces, leading zeros) with too many integer digits. */
export const fitsAmountColumns = (value: string): boolean =>
  (DECIMAL_LIKE.exec(value)?.[1]?.length ?? 0) <= AMOUNT_MAX_INTEGER_DIGITS;

/** api.md §1.3 types. */
export const idSchema = plainText(z.string().min(1).max(64));
/** Money and prices travel as decimal strings, never as numbers. */
export const moneySchema = z
  .string()
  .max(48)
  .regex(DECIMAL_PATTERN)
  .refine(fitsAmountColumns, { error: CONTRACT_RULES.size });
export const priceSchema = moneySchema;
export const pctSchema = moneySchema;
/** ISO-8601 UTC with seconds and Z. */
export const timeSchema = z.iso.datetime({ offset: false });
/** `YYYY-MM-DD` in the market's time zone. */
export const dateSchema = z.iso.date();
/** A server-relative image path; the client prefixes config imageBase. */
export const imgSchema = plainText(z.string().max(512));
export const currencySchema = z.enum(currencies);
export const marketSchema = z.enum(markets);
export const languageSchema = z.enum(languages);

/** A free text input: shape and characters only here; the domain's validators check the rules. */
export const text = (max = 200) => plainText(z.string().max(max));

/** An amount as typed (the domain checks its format and scale): text that fits the amount columns. */
export const amountText = (max = 40) => text(max).refine(fitsAmountColumns, { error: CONTRACT_RULES.size });

/** api.md §1.4: the server caps the page size (`hasMorePages` in the domain reads the answer). */
export const pageRequest = {
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(serverDefaults.page.maxSize).default(serverDefaults.page.defaultSize),
};

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0), page: z.number().int(), size: z.number().int() });

export const emptyRequestSchema = z.object({});
export const nullResponseSchema = z.null();

/** `requestId` of rid calls: a UUID the client makes per form opening and reuses for retries (api.md §1.5). */
export const requestIdSchema = z.uuid();

/**
 * Opening hours (api.md §2 TimeWindow): ISO weekdays 1–7, `HH:mm` local times, an IANA time zone.
 * Here rather than in a slice: deposit channels, withdrawals and trading hours all use it.
 */
export const timeWindowSchema = z.object({
  days: z.array(z.number().int().min(1).max(7)),
  open: z.string(),
  close: z.string(),
  timeZone: z.string(),
});
