import type { StatusLabelKey } from '../status/labels.ts';
import { statusLabelKeys } from '../status/labels.ts';

/**
 * Every error key of api.md §8.3, with its `error.` prefix, and the ones the project added
 * (docs/decisions.md): `request.notFound`, trading's `margin.retakeLater`, and intraday's
 * `intraday.activeExists` (one application at a time) and `intraday.lossLimit` (an order whose
 * certain cost would reach a loss limit).
 */
export const errorKeys = [
  'error.account.alreadySeat',
  'error.account.disabled',
  'error.account.exists',
  'error.account.frozen',
  'error.account.loginBanned',
  'error.account.notFound',
  'error.account.tradeBanned',
  'error.account.withdrawBanned',
  'error.allocation.failed',
  'error.amount.aboveMaximum',
  'error.amount.belowMinimum',
  'error.balance.availableInsufficient',
  'error.balance.insufficient',
  'error.blockTrade.closed',
  'error.buyQuota.insufficient',
  'error.card.exists',
  'error.card.notFound',
  'error.card.notOwned',
  'error.channel.closed',
  'error.channel.notOpen',
  'error.channel.passwordWrong',
  'error.checkIn.doneToday',
  'error.checkIn.noneLeft',
  'error.client.aborted',
  'error.client.chunkLoad',
  'error.client.network',
  'error.client.timeout',
  'error.content.notFound',
  'error.copy.deadlinePassed',
  'error.copy.failed',
  'error.credit.quotaInsufficient',
  'error.creditScore.insufficient',
  'error.deposit.pendingExists',
  'error.exchange.sameCurrency',
  'error.fundPassword.notSet',
  'error.fundPassword.wrong',
  'error.funds.busy',
  'error.intraday.activeExists',
  'error.intraday.lossLimit',
  'error.invite.inviterNotFound',
  'error.lending.alreadyLent',
  'error.lending.endingAlready',
  'error.lending.notLent',
  'error.lending.notOwned',
  'error.lending.quotaFull',
  'error.loan.failed',
  'error.loan.pendingReview',
  'error.loan.unsettled',
  'error.login.failed',
  'error.login.wrongCredentials',
  'error.margin.alreadyApplied',
  'error.margin.notEnabled',
  'error.margin.retakeLater',
  'error.newShare.alreadySubscribed',
  'error.order.notFound',
  'error.order.notHolding',
  'error.order.notInReview',
  'error.order.notPending',
  'error.order.notSubscription',
  'error.password.mismatch',
  'error.password.wrongOriginal',
  'error.position.locked',
  'error.price.outOfLimit',
  'error.price.unavailable',
  'error.product.unavailable',
  'error.purchase.failed',
  'error.quantity.belowMinimum',
  'error.realName.alreadyVerified',
  'error.realName.rejected',
  'error.realName.required',
  'error.realName.underReview',
  'error.register.failed',
  'error.repay.exceedsBorrowed',
  'error.repay.failed',
  'error.request.idConflict',
  'error.request.notFound',
  'error.request.tooFrequent',
  'error.secretKey.mismatch',
  'error.session.expired',
  'error.stock.notFound',
  'error.stock.notListed',
  'error.submit.failed',
  'error.subscribe.failed',
  'error.subscription.ended',
  'error.subscription.notOpen',
  'error.support.linkMissing',
  'error.system.busy',
  'error.time.outsideDeposit',
  'error.time.outsideTrading',
  'error.time.outsideWithdrawal',
  'error.upload.failed',
  'error.validation.invalid',
  'error.validation.required',
  'error.wallet.exists',
  'error.wallet.notFound',
  'error.withdrawal.aboveMaximum',
  'error.withdrawal.belowMinimum',
] as const;

/** The write paths of the user API (api.md §4) and the operator API (§6). */
export const writePaths = [
  'common/upload',
  'user/register',
  'user/login',
  'user/logout',
  'user/sessionEnd',
  'user/password',
  'user/fundPassword',
  'user/language',
  'user/realName',
  'card/add',
  'wallet/add',
  'funds/deposit',
  'funds/withdraw',
  'exchange/submit',
  'watchlist/add',
  'watchlist/remove',
  'trade/order',
  'trade/close',
  'trade/cancel',
  'margin/apply',
  'lending/optIn',
  'lending/optOut',
  'newShare/subscribe',
  'newShare/cancel',
  'newShare/pay',
  'newShare/decline',
  'blockTrade/buy',
  'copy/follow',
  'ai/buy',
  'intraday/apply',
  'loan/borrow',
  'loan/repay',
  'user/checkIn',
  'support/send',
  'support/read',
  'support/contact',
] as const;
export const adminWritePaths = [
  'review/decide',
  'account/credit',
  'account/update',
  'account/adjustBalance',
  'newShare/draw',
  'intraday/settle',
  'margin/end',
  'support/reply',
  'support/contactHandled',
  'config/set',
  'blockTrade/invite',
  'blockTrade/switch',
  'lending/switch',
] as const;

export type ErrorKey = (typeof errorKeys)[number];
export type WritePath = (typeof writePaths)[number];
export type AdminWritePath = (typeof adminWritePaths)[number];

type Dotted<P extends string> = P extends `${infer A}/${infer B}` ? `${A}.${Dotted<B>}` : P;

/** `success.` + the path with '/' as '.'; operator paths under `success.admin.`. */
export type SuccessKey = 'success.ok' | `success.${Dotted<WritePath>}` | `success.admin.${Dotted<AdminWritePath>}`;

/** The success key of a write path: `successKeyForPath('trade/close')` → `'success.trade.close'`. */
export function successKeyForPath(path: WritePath): SuccessKey {
  return `success.${path.replaceAll('/', '.')}` as SuccessKey;
}

export function adminSuccessKeyForPath(path: AdminWritePath): SuccessKey {
  return `success.admin.${path.replaceAll('/', '.')}` as SuccessKey;
}

/** `success.ok` (reads) and the success key of every write path. */
export const successKeys: readonly SuccessKey[] = [
  'success.ok',
  ...writePaths.map(successKeyForPath),
  ...adminWritePaths.map(adminSuccessKeyForPath),
];

/** Any message key with a text in the locale files. */
export type MessageKey = ErrorKey | SuccessKey | StatusLabelKey;

/** Every message key (errors, successes, status labels). */
export const messageKeys: readonly MessageKey[] = [...errorKeys, ...successKeys, ...statusLabelKeys];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (errorKeys as readonly string[]).includes(value);
}

export function isSuccessKey(value: unknown): value is SuccessKey {
  return typeof value === 'string' && successKeys.includes(value as SuccessKey);
}

/** The key the client shows for a server `msg`: known keys as they are, anything else `error.submit.failed` (api.md §1.6). */
export function displayErrorKey(msg: unknown): ErrorKey {
  return isErrorKey(msg) ? msg : 'error.submit.failed';
}

/** Errors about the account's state: their texts refer the user to customer service. */
export const accountStateErrorKeys = [
  'error.account.frozen',
  'error.account.loginBanned',
  'error.account.disabled',
  'error.account.tradeBanned',
  'error.account.withdrawBanned',
  'error.account.alreadySeat',
] as const satisfies readonly ErrorKey[];

/** Errors the shared client returns to the caller instead of toasting (api.md §1.6). */
export const silentErrorKeys = [
  'error.withdrawal.belowMinimum',
  'error.withdrawal.aboveMaximum',
] as const satisfies readonly ErrorKey[];

/**
 * Errors whose text shows the time window from `data` (api.md §1.6 names the deposit and
 * withdrawal hours; the trading hours answer with their window too, and a ticket shows them).
 */
export const windowErrorKeys = [
  'error.time.outsideDeposit',
  'error.time.outsideWithdrawal',
  'error.time.outsideTrading',
] as const satisfies readonly ErrorKey[];
