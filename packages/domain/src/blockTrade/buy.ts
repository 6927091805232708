import type { Currency } from '../money/currency.ts';
import type { AccountRestriction } from '../status/statuses.ts';
import type { TimeWindow } from '../time/window.ts';
import { isWithinWindow } from '../time/window.ts';
import { openingCost } from '../trading/settlement.ts';
import { phased } from '../validation/account.ts';
import type { Issues } from '../validation/issue.ts';
import {
  checkBalance,
  checkCount,
  checkFundPassword,
  checkRestrictions,
  collect,
  isBlank,
  issue,
  requiredIssue,
} from '../validation/issue.ts';

/** What a block buy is checked against: the offer today, the account, its funds and the hours. */
export interface BlockBuyContext {
  nowMs: number;
  currency: Currency;
  /** The offer is today's and, when sold by invitation, its invitation is still valid. */
  exists: boolean;
  /** Block trades are switched on (an operator may switch them off). */
  open: boolean;
  needsSecretKey: boolean;
  secretKeyMatches?: boolean;
  price: string;
  lotSize: number;
  minLots: number;
  remainingTodayLots: number;
  feePct: string;
  hours: TimeWindow;
  available: string;
  balance?: string;
  fundPasswordSet: boolean;
  fundPasswordMatches?: boolean;
  restrictions?: readonly AccountRestriction[];
}

/**
 * A block buy (api.md §4.9, products.md §4), in the server's check order: whole lots, the key
 * when the offer is sold by invitation, the fund password; then the account's restrictions, the
 * fund password, the key, the offer, the switch, the hours, the minimum lots, what is left today
 * (the daily limit, the offer, the invitation's quota) and the funds (price × shares + fee,
 * leverage 1).
 */
export function validateBlockTrade(
  input: { lots: unknown; secretKey?: unknown; fundPassword: unknown },
  context: BlockBuyContext,
): Issues {
  const fields = collect(
    checkCount('lots', input.lots),
    context.needsSecretKey && isBlank(input.secretKey) && requiredIssue('secretKey'),
    context.fundPasswordSet && isBlank(input.fundPassword) && requiredIssue('fundPassword'),
  );
  if (fields.length > 0) return fields;
  const lots = input.lots as number;
  const cost = openingCost(context.price, lots * context.lotSize, 1, context.feePct, context.currency);
  return phased([], () => [
    checkRestrictions(context.restrictions ?? [], 'trade'),
    checkFundPassword(input.fundPassword, {
      fundPasswordSet: context.fundPasswordSet,
      matches: context.fundPasswordMatches,
    }),
    context.needsSecretKey && context.secretKeyMatches === false && issue('secretKey', 'error.secretKey.mismatch'),
    !context.exists && issue('blockTradeId', 'error.product.unavailable'),
    !context.open && issue('blockTradeId', 'error.blockTrade.closed'),
    !isWithinWindow(context.hours, context.nowMs) && issue('time', 'error.time.outsideTrading', { ...context.hours }),
    lots < context.minLots && issue('lots', 'error.quantity.belowMinimum', { min: context.minLots }),
    lots > context.remainingTodayLots &&
      issue('lots', 'error.buyQuota.insufficient', { max: context.remainingTodayLots }),
    checkBalance('amount', cost.total, context),
  ]);
}
