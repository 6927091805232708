import type { AccountRestriction } from '../status/statuses.ts';
import { phased } from '../validation/account.ts';
import type { Issues } from '../validation/issue.ts';
import { checkRestrictions, collect, isBlank, issue, requiredIssue } from '../validation/issue.ts';
import { gt, lt } from '../money/decimal.ts';
import type { Currency } from '../money/currency.ts';

/**
 * What opting a holding in is checked against: the channel, the holding (the account's own, held
 * outright: a long at leverage 1 that is not being closed), whether it is lent already, its value
 * against the minimum, and what the stock's pool may still take.
 */
export interface LendingOptInContext {
  currency: Currency;
  /** The operator has the lending channel open. */
  open: boolean;
  /** The position exists and is the account's (another account's is not found). */
  exists: boolean;
  /** A long at leverage 1, holding (not closing): shares the user owns outright. */
  ownedOutright: boolean;
  /** Lent already (borrowing, or winding down to the next close). */
  lent: boolean;
  /** The holding's market value now, and the least that may be lent. */
  value: string;
  minValue: string;
  /** The holding's shares, and the shares the stock's pool may still take. */
  shares: number;
  poolSharesLeft: number;
  restrictions?: readonly AccountRestriction[];
}

/**
 * `lending/optIn` (issue #29): the position and the consent given; then the restrictions, the
 * channel (`channel.closed`), the holding (`order.notFound`, then `lending.notOwned` for a
 * leveraged, short or closing one), one loan of a holding at a time (`lending.alreadyLent`), the
 * minimum value (`amount.belowMinimum`) and the stock's pool (`lending.quotaFull`).
 */
export function validateLendingOptIn(
  input: { positionId: unknown; consent: unknown },
  context: LendingOptInContext,
): Issues {
  const fields = collect(
    isBlank(input.positionId) && requiredIssue('positionId'),
    input.consent !== true && requiredIssue('consent'),
  );
  return phased(fields, () => [
    checkRestrictions(context.restrictions ?? [], 'trade'),
    !context.open && issue('positionId', 'error.channel.closed'),
    !context.exists && issue('positionId', 'error.order.notFound'),
    !context.ownedOutright && issue('positionId', 'error.lending.notOwned'),
    context.lent && issue('positionId', 'error.lending.alreadyLent'),
    lt(context.value, context.minValue) &&
      issue('positionId', 'error.amount.belowMinimum', { min: context.minValue, currency: context.currency }),
    gt(context.shares, context.poolSharesLeft) &&
      issue('positionId', 'error.lending.quotaFull', { max: Math.max(0, context.poolSharesLeft) }),
  ]);
}

/** What opting out is checked against: the loan of the holding, the account's. */
export interface LendingOptOutContext {
  /** The holding exists, is the account's and has a loan that is still borrowing. */
  borrowing: boolean;
  /** The opt-out was asked already: the loan ends at the next close. */
  ending: boolean;
}

/**
 * `lending/optOut`: the position given; then a loan that is borrowing (`lending.notLent`) and not
 * already ending (`lending.endingAlready`). The loan winds down at the next close.
 */
export function validateLendingOptOut(input: { positionId: unknown }, context: LendingOptOutContext): Issues {
  return phased(collect(isBlank(input.positionId) && requiredIssue('positionId')), () => [
    !context.borrowing && issue('positionId', 'error.lending.notLent'),
    context.ending && issue('positionId', 'error.lending.endingAlready'),
  ]);
}
