import type { ErrorKey } from '../messages/keys.ts';
import type { Currency } from '../money/currency.ts';
import { currencyScale } from '../money/currency.ts';
import { decimalScale, gt, isPositive, lt, UNSIGNED_DECIMAL_PATTERN } from '../money/decimal.ts';
import type { AccountRestriction, RealNameStatus } from '../status/statuses.ts';
import type { TimeWindow } from '../time/window.ts';
import { isWithinWindow } from '../time/window.ts';

/** Rules named in `validation.invalid` parameters (api.md §1.6). */
export const validationRules = [
  'phone10',
  'integer',
  'positiveInteger',
  'decimal',
  'min',
  'max',
  'enum',
  'format',
  'size',
  'type',
  'common',
  'weak',
  'quota',
] as const;
export type ValidationRule = (typeof validationRules)[number];

export type IssueParams = Readonly<Record<string, string | number | boolean | readonly number[]>>;

/** One failed rule: the field, the full message key and its parameters. */
export interface Issue {
  field: string;
  key: ErrorKey;
  params?: IssueParams;
}

/** The outcome of a validator: empty when valid, otherwise in the server's check order (api.md §1.5). */
export type Issues = Issue[];

export const isValid = (issues: readonly Issue[]): boolean => issues.length === 0;

/** The first issue (what the server answers), or null. */
export const firstIssue = (issues: readonly Issue[]): Issue | null => issues[0] ?? null;

export function issue(field: string, key: ErrorKey, params?: IssueParams): Issue {
  return params === undefined ? { field, key } : { field, key, params };
}

export const invalid = (field: string, rule: ValidationRule, extra: IssueParams = {}): Issue =>
  issue(field, 'error.validation.invalid', { field, rule, ...extra });

export const requiredIssue = (field: string): Issue => issue(field, 'error.validation.required', { field });

/** Blank: undefined, null, or a string of only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Required text with a length range; returns at most one issue. */
export function checkText(
  field: string,
  value: unknown,
  minLength: number,
  maxLength: number,
  required = true,
): Issue | null {
  if (isBlank(value)) return required ? requiredIssue(field) : null;
  if (typeof value !== 'string') return invalid(field, 'type');
  const length = value.trim().length;
  return length < minLength || length > maxLength ? invalid(field, 'size', { min: minLength, max: maxLength }) : null;
}

/** A positive integer (number or digit string). */
export function isPositiveInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  return typeof value === 'string' && /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) && Number(value) > 0;
}

/**
 * The most a count may be (issue #31): far above any order or subscription, and low enough that
 * lots × any lot size fits the integer columns (2^31 − 1) — a larger count is refused as invalid
 * before it reaches a column.
 */
export const COUNT_MAX = 1_000_000;

/** An integer count (lots, shares) given as a number, from 1 to COUNT_MAX. */
export function checkCount(field: string, value: unknown): Issue | null {
  if (value === undefined || value === null || value === '') return requiredIssue(field);
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return invalid(field, 'integer');
  if (value < 1) return invalid(field, 'positiveInteger');
  return value > COUNT_MAX ? invalid(field, 'max', { max: COUNT_MAX }) : null;
}

export interface AmountBounds {
  currency: Currency;
  min?: string | undefined;
  max?: string | undefined;
  belowKey?: ErrorKey;
  aboveKey?: ErrorKey;
}

/**
 * A typed amount: required, an unsigned decimal string with at most the currency's decimals,
 * above 0, within [min, max] (keys `amount.belowMinimum` / `aboveMaximum` by default).
 */
export function checkAmount(field: string, value: unknown, bounds: AmountBounds): Issue | null {
  if (isBlank(value)) return requiredIssue(field);
  if (typeof value !== 'string' || !UNSIGNED_DECIMAL_PATTERN.test(value)) return invalid(field, 'decimal');
  const scale = currencyScale(bounds.currency);
  if (decimalScale(value) > scale) return invalid(field, 'decimal', { scale });
  if (!isPositive(value)) return invalid(field, 'min', { min: '0' });
  const currency = bounds.currency;
  if (bounds.min !== undefined && lt(value, bounds.min)) {
    return issue(field, bounds.belowKey ?? 'error.amount.belowMinimum', { min: bounds.min, currency });
  }
  if (bounds.max !== undefined && gt(value, bounds.max)) {
    return issue(field, bounds.aboveKey ?? 'error.amount.aboveMaximum', { max: bounds.max, currency });
  }
  return null;
}

/** Funds: amount > balance → `balance.insufficient`; balance ≥ amount > available → `availableInsufficient`. */
export function checkBalance(
  field: string,
  amount: string,
  funds: { balance?: string | undefined; available: string },
): Issue | null {
  if (funds.balance !== undefined && gt(amount, funds.balance)) return issue(field, 'error.balance.insufficient');
  return gt(amount, funds.available) ? issue(field, 'error.balance.availableInsufficient') : null;
}

/** The real-name gate (group R): none → required, reviewing → under review, rejected → rejected. */
export function checkRealName(status: RealNameStatus): Issue | null {
  switch (status) {
    case 'verified':
      return null;
    case 'none':
      return issue('realName', 'error.realName.required');
    case 'reviewing':
      return issue('realName', 'error.realName.underReview');
    case 'rejected':
      return issue('realName', 'error.realName.rejected');
    default:
      return status satisfies never;
  }
}

/** The kind of call, for the account-restriction check. */
export type RestrictedAction = 'login' | 'funds' | 'trade' | 'withdraw';

/** Account restrictions (api.md §3): which restriction refuses which kind of call. */
export function checkRestrictions(restrictions: readonly AccountRestriction[], action: RestrictedAction): Issue | null {
  const has = (restriction: AccountRestriction): boolean => restrictions.includes(restriction);
  const field = 'account';
  if (has('disabled')) return issue(field, 'error.account.disabled');
  if (has('loginBanned') && action === 'login') return issue(field, 'error.account.loginBanned');
  if (action === 'login') return null;
  if (has('frozen')) return issue(field, 'error.account.frozen');
  if (action === 'trade' && has('tradeBanned')) return issue(field, 'error.account.tradeBanned');
  if (action === 'withdraw' && has('withdrawBanned')) return issue(field, 'error.account.withdrawBanned');
  return null;
}

/** Fund password gate (group P): not set, missing, or not 6 digits; `matches: false` → wrong. */
export function checkFundPassword(
  value: unknown,
  context: { fundPasswordSet: boolean; matches?: boolean | undefined },
  field = 'fundPassword',
): Issue | null {
  if (!context.fundPasswordSet) return issue(field, 'error.fundPassword.notSet');
  if (isBlank(value)) return requiredIssue(field);
  if (typeof value !== 'string' || !/^\d{6}$/.test(value)) return invalid(field, 'format');
  return context.matches === false ? issue(field, 'error.fundPassword.wrong') : null;
}

/** A time window check with the window as parameters. */
export function checkWindow(window: TimeWindow, nowMs: number, key: ErrorKey, field = 'time'): Issue | null {
  return isWithinWindow(window, nowMs) ? null : issue(field, key, { ...window });
}

/** Collects the non-null issues in order. */
export function collect(...checks: (Issue | null | false | undefined)[]): Issues {
  return checks.filter((check): check is Issue => typeof check === 'object' && check !== null);
}
