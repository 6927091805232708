import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  roundMoney,
  validateWithdrawal,
  withdrawalNet,
  type AccountRestriction,
  type Currency,
  type TimeWindow,
} from '@broker/domain';
import type { Withdrawal } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { bankCards, walletAddresses, withdrawals } from '../../db/schema.ts';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { loadAccount, realNameStatusOf } from '../../core/accounts.ts';
import { checkFundPassword } from '../user/index.ts';
import { freeze, walletFunds } from '../../core/ledger.ts';
import { fundsSettings } from './settings.ts';
import { orderNumber } from '../../core/orderNumbers.ts';
import { withdrawalView } from './views.ts';

type WithdrawBody = RouteBody<'funds/withdraw'>;

const { withdrawal: withdrawalSettings } = fundsSettings;
const SIX_DIGITS = /^\d{6}$/;

/** funds/withdrawInfo: the limits, fee and hours of a withdrawal in `currency`, and what the user has. */
export async function withdrawInfo(db: Db, accountId: string, currency: Currency) {
  const account = await loadAccount(db, accountId);
  const funds = await walletFunds(db, account.id, currency);
  return {
    currency,
    min: roundMoney(withdrawalSettings.min, currency),
    max: roundMoney(withdrawalSettings.max, currency),
    feePct: withdrawalSettings.feePct,
    hours: withdrawalSettings.hours as TimeWindow as {
      days: number[];
      open: string;
      close: string;
      timeZone: string;
    },
    minCreditScore: withdrawalSettings.minCreditScore,
    creditScore: account.creditScore,
    available: roundMoney(funds.available, currency),
    fundPasswordSet: account.fundPasswordHash !== null,
    realNameStatus: await realNameStatusOf(db, account.id),
  };
}

const withdrawalByRequest = async (db: Db, accountId: string, requestId: string) =>
  (
    await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.accountId, accountId), eq(withdrawals.requestId, requestId)))
  )[0];

/**
 * funds/withdraw (api.md §4.4): the amount is frozen (ledger `freeze`) in the transaction that
 * creates the pending withdrawal; an operator's decision pays it out or releases it.
 */
export function submitWithdrawal(
  deps: RouteDeps,
  accountId: string,
  body: WithdrawBody,
  now: Date,
): Promise<Withdrawal> {
  return idempotentWrite(deps, {
    accountId,
    find: () => withdrawalByRequest(deps.db, accountId, body.requestId),
    validate: () => checkWithdrawal(deps, accountId, body, now),
    store: (tx, plan) => storeWithdrawal(tx, plan, body, now),
    view: withdrawalView,
  });
}

interface Destination {
  id: string | undefined;
  /** Whether the card or address exists and is the user's; undefined when none was given. */
  check: { exists: boolean; owned: boolean } | undefined;
  /** What the record shows: the masked card number or the address. */
  shown: string;
}

/** The card or wallet address a withdrawal goes to. */
async function destinationOf(db: Db, accountId: string, body: WithdrawBody): Promise<Destination> {
  const id = body.method === 'card' ? body.cardId : body.walletId;
  if (!id) return { id, check: undefined, shown: '' };
  if (body.method === 'card') {
    const [card] = await db.select().from(bankCards).where(eq(bankCards.id, id));
    return { id, check: { exists: !!card, owned: card?.accountId === accountId }, shown: card?.cardNumberMasked ?? '' };
  }
  const [wallet] = await db.select().from(walletAddresses).where(eq(walletAddresses.id, id));
  return { id, check: { exists: !!wallet, owned: wallet?.accountId === accountId }, shown: wallet?.address ?? '' };
}

interface WithdrawalPlan {
  accountId: string;
  destination: Destination;
  fee: string;
  netAmount: string;
}

async function checkWithdrawal(
  deps: RouteDeps,
  accountId: string,
  body: WithdrawBody,
  now: Date,
): Promise<WithdrawalPlan> {
  const { db } = deps;
  const account = await loadAccount(db, accountId);
  const currency = body.currency;
  const destination = await destinationOf(db, account.id, body);
  const password = body.fundPassword ?? '';
  const matches =
    account.fundPasswordHash !== null && SIX_DIGITS.test(password)
      ? await checkFundPassword(deps, { ...account, fundPasswordHash: account.fundPasswordHash }, password, now)
      : undefined;
  const funds = await walletFunds(db, account.id, currency);
  const context = {
    nowMs: now.getTime(),
    min: roundMoney(withdrawalSettings.min, currency),
    max: roundMoney(withdrawalSettings.max, currency),
    hours: withdrawalSettings.hours,
    minCreditScore: withdrawalSettings.minCreditScore,
    creditScore: account.creditScore,
    available: funds.available,
    balance: funds.balance,
    fundPasswordSet: account.fundPasswordHash !== null,
    realNameStatus: await realNameStatusOf(db, account.id),
    restrictions: account.restrictions as AccountRestriction[],
    destination: destination.check,
    fundPasswordMatches: matches,
  };
  throwIssues(validateWithdrawal({ ...body, fundPassword: body.fundPassword }, context));
  const { fee, netAmount } = withdrawalNet(body.amount, withdrawalSettings.feePct, currency);
  return { accountId: account.id, destination, fee, netAmount };
}

async function storeWithdrawal(tx: Tx, plan: WithdrawalPlan, body: WithdrawBody, now: Date) {
  const id = randomUUID();
  const destinationId = plan.destination.id ?? null;
  const [inserted] = await tx
    .insert(withdrawals)
    .values({
      id,
      orderNo: orderNumber('W', now),
      accountId: plan.accountId,
      requestId: body.requestId,
      method: body.method,
      cardId: body.method === 'card' ? destinationId : null,
      walletId: body.method === 'wallet' ? destinationId : null,
      destination: plan.destination.shown,
      currency: body.currency,
      amount: body.amount,
      fee: plan.fee,
      netAmount: plan.netAmount,
      status: 'pending',
      createdAt: now,
    })
    .returning();
  await freeze(tx, { accountId: plan.accountId, currency: body.currency, amount: body.amount, refId: id, at: now });
  return inserted;
}
