import type { Currency } from '../money/currency.ts';
import { isCurrency } from '../money/currency.ts';
import type { AccountRestriction, RealNameStatus } from '../status/statuses.ts';
import type { TimeWindow } from '../time/window.ts';
import { phased } from './account.ts';
import type { Issues } from './issue.ts';
import {
  checkAmount,
  checkBalance,
  checkFundPassword,
  checkRealName,
  checkRestrictions,
  checkWindow,
  collect,
  invalid,
  isBlank,
  issue,
  requiredIssue,
} from './issue.ts';

/** A deposit or withdrawal channel as the rules need it (api.md §2 Channel). */
export interface ChannelRules {
  currency: Currency;
  min: string;
  max: string;
  hours: TimeWindow;
  open: boolean;
  needsPassword: boolean;
}

export interface DepositInput {
  channelId: unknown;
  amount: unknown;
  proofImage: unknown;
  channelPassword?: unknown;
}

export interface DepositContext {
  channel: ChannelRules;
  nowMs: number;
  realNameStatus: RealNameStatus;
  hasPendingDeposit: boolean;
  restrictions?: readonly AccountRestriction[];
  /** false when the server found the channel password wrong. */
  channelPasswordMatches?: boolean;
}

/**
 * Deposit (specification §5, api.md §4.4): channel, amount and proof required; channel password
 * when the channel needs one; then account state, real name, channel password, channel open,
 * hours, one pending deposit, the channel's min/max.
 */
export function validateDeposit(input: DepositInput, context: DepositContext): Issues {
  const { channel } = context;
  const fields = collect(
    isBlank(input.channelId) && requiredIssue('channelId'),
    checkAmount('amount', input.amount, { currency: channel.currency }),
    isBlank(input.proofImage) && requiredIssue('proofImage'),
    channel.needsPassword && isBlank(input.channelPassword) && requiredIssue('channelPassword'),
  );
  return phased(fields, () => [
    checkRestrictions(context.restrictions ?? [], 'funds'),
    checkRealName(context.realNameStatus),
    channel.needsPassword &&
      context.channelPasswordMatches === false &&
      issue('channelPassword', 'error.channel.passwordWrong'),
    !channel.open && issue('channelId', 'error.channel.closed'),
    checkWindow(channel.hours, context.nowMs, 'error.time.outsideDeposit'),
    context.hasPendingDeposit && issue('amount', 'error.deposit.pendingExists'),
    checkAmount('amount', input.amount, { currency: channel.currency, min: channel.min, max: channel.max }),
  ]);
}

export const withdrawalMethods = ['card', 'wallet'] as const;
export type WithdrawalMethod = (typeof withdrawalMethods)[number];

export interface WithdrawalInput {
  method: unknown;
  cardId?: unknown;
  walletId?: unknown;
  currency: unknown;
  amount: unknown;
  fundPassword: unknown;
}

export interface WithdrawalContext {
  nowMs: number;
  /** Form data of `funds/withdrawInfo`. */
  min: string;
  max: string;
  hours: TimeWindow;
  minCreditScore: number;
  creditScore: number;
  available: string;
  balance?: string;
  fundPasswordSet: boolean;
  realNameStatus: RealNameStatus;
  restrictions?: readonly AccountRestriction[];
  fundPasswordMatches?: boolean;
  /** Server: does the chosen card or wallet exist, and is it the user's? */
  destination?: { exists: boolean; owned: boolean };
}

/**
 * Withdrawal (specification §5, api.md §4.4): method, destination, currency, amount and fund
 * password; then account state, real name, fund password, destination, hours, min/max
 * (`withdrawal.*`), credit score and funds.
 */
export function validateWithdrawal(input: WithdrawalInput, context: WithdrawalContext): Issues {
  const method = input.method;
  const currency = isCurrency(input.currency) ? input.currency : null;
  const destinationField = method === 'wallet' ? 'walletId' : 'cardId';
  const fields = collect(
    isBlank(method) ? requiredIssue('method') : method !== 'card' && method !== 'wallet' && invalid('method', 'enum'),
    (method === 'card' || method === 'wallet') && isBlank(input[destinationField]) && requiredIssue(destinationField),
    isBlank(input.currency) ? requiredIssue('currency') : currency === null && invalid('currency', 'enum'),
    currency !== null && checkAmount('amount', input.amount, { currency }),
    isBlank(input.fundPassword) && context.fundPasswordSet && requiredIssue('fundPassword'),
  );
  if (fields.length > 0 || currency === null) return fields;
  const amount = input.amount as string;
  const destination = context.destination;
  const notFoundKey = method === 'wallet' ? 'error.wallet.notFound' : 'error.card.notFound';
  return phased([], () => [
    checkRestrictions(context.restrictions ?? [], 'withdraw'),
    checkRealName(context.realNameStatus),
    checkFundPassword(input.fundPassword, {
      fundPasswordSet: context.fundPasswordSet,
      matches: context.fundPasswordMatches,
    }),
    destination !== undefined && !destination.exists && issue(destinationField, notFoundKey),
    destination !== undefined &&
      destination.exists &&
      !destination.owned &&
      issue(destinationField, method === 'wallet' ? notFoundKey : 'error.card.notOwned'),
    checkWindow(context.hours, context.nowMs, 'error.time.outsideWithdrawal'),
    checkAmount('amount', amount, {
      currency,
      min: context.min,
      max: context.max,
      belowKey: 'error.withdrawal.belowMinimum',
      aboveKey: 'error.withdrawal.aboveMaximum',
    }),
    context.creditScore < context.minCreditScore &&
      issue('creditScore', 'error.creditScore.insufficient', { min: context.minCreditScore }),
    checkBalance('amount', amount, context),
  ]);
}

/** Exchange (api.md §4.4): from, to and amount required; same currency refused; funds. */
export function validateExchange(
  input: { from: unknown; to: unknown; amount: unknown },
  context: { available?: string; balance?: string; enabled?: readonly Currency[] } = {},
): Issues {
  const enabled = context.enabled;
  const checkCurrency = (field: string, value: unknown) =>
    isBlank(value)
      ? requiredIssue(field)
      : (!isCurrency(value) || (enabled !== undefined && !enabled.includes(value))) && invalid(field, 'enum');
  const fields = collect(checkCurrency('from', input.from), checkCurrency('to', input.to));
  if (fields.length > 0) return collect(...fields, isBlank(input.amount) && requiredIssue('amount'));
  const from = input.from as Currency;
  if (from === input.to) return [issue('to', 'error.exchange.sameCurrency')];
  const amountIssues = collect(checkAmount('amount', input.amount, { currency: from }));
  const available = context.available;
  return phased(amountIssues, () => [
    available !== undefined && checkBalance('amount', input.amount as string, { available, balance: context.balance }),
  ]);
}
