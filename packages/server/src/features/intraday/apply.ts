import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { roundMoney, validateIntradayApply, type AccountRestriction, type IntradayTerms } from '@broker/domain';
import type { IntradayInfo, IntradayRecord } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { freeze, walletFunds } from '../../core/ledger.ts';
import { loadAccount } from '../../core/accounts.ts';
import { orderNumber } from '../../core/orderNumbers.ts';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { checkFundPassword } from '../user/index.ts';
import { intradayRules } from '@broker/domain';
import { isActive, latestRecord, recordView } from './records.ts';
import { intradayRecords } from './schema.ts';
import { intradaySettings as settings } from './settings.ts';

type ApplyBody = RouteBody<'intraday/apply'>;
const SIX_DIGITS = /^\d{6}$/;

/** The terms of an application, as the domain's rules take them. */
export const intradayTerms = (): IntradayTerms => ({
  currency: settings.currency,
  minAmount: roundMoney(settings.minAmount, settings.currency),
  maxAmount: roundMoney(settings.maxAmount, settings.currency),
  hours: settings.hours,
  open: true,
});

/** `intraday/info`: the terms, the rules the account trades under, and the latest application. */
export async function intradayInfo(db: Db, accountId: string): Promise<IntradayInfo> {
  const terms = intradayTerms();
  const latest = await latestRecord(db, accountId);
  return {
    open: terms.open,
    currency: terms.currency,
    minAmount: terms.minAmount,
    maxAmount: terms.maxAmount,
    hours: { ...terms.hours, days: [...terms.hours.days] },
    rules: {
      multiplier: settings.multiplier,
      dailyLossPct: intradayRules.dailyLossPct,
      maxLossPct: intradayRules.maxLossPct,
      flattenBeforeCloseMinutes: intradayRules.flattenBeforeCloseMinutes,
      previewBeforeCloseMinutes: intradayRules.previewBeforeCloseMinutes,
    },
    latest: latest ? recordView(latest) : null,
  };
}

const recordByRequest = async (db: Db, accountId: string, requestId: string) =>
  (
    await db
      .select()
      .from(intradayRecords)
      .where(and(eq(intradayRecords.accountId, accountId), eq(intradayRecords.requestId, requestId)))
  )[0];

/**
 * `intraday/apply` (api.md §4.9): the amount is frozen (ledger `freeze`) in the transaction that
 * creates the pending application; an operator's decision opens the intraday account or releases it.
 */
export function applyForIntraday(
  deps: RouteDeps,
  accountId: string,
  body: ApplyBody,
  now: Date,
): Promise<IntradayRecord> {
  return idempotentWrite(deps, {
    accountId,
    find: () => recordByRequest(deps.db, accountId, body.requestId),
    validate: () => checkApplication(deps, accountId, body, now),
    store: (tx) => storeApplication(tx, accountId, body, now),
    view: recordView,
  });
}

async function checkApplication(deps: RouteDeps, accountId: string, body: ApplyBody, now: Date): Promise<void> {
  const { db } = deps;
  const account = await loadAccount(db, accountId);
  const password = body.fundPassword ?? '';
  const matches =
    account.fundPasswordHash !== null && SIX_DIGITS.test(password)
      ? await checkFundPassword(deps, { ...account, fundPasswordHash: account.fundPasswordHash }, password, now)
      : undefined;
  const funds = await walletFunds(db, account.id, settings.currency);
  throwIssues(
    validateIntradayApply(
      { amount: body.amount, fundPassword: body.fundPassword },
      {
        ...intradayTerms(),
        nowMs: now.getTime(),
        isSeat: account.isSeat,
        hasActive: isActive(await latestRecord(db, account.id)),
        available: funds.available,
        balance: funds.balance,
        fundPasswordSet: account.fundPasswordHash !== null,
        fundPasswordMatches: matches,
        restrictions: account.restrictions as AccountRestriction[],
      },
    ),
  );
}

async function storeApplication(tx: Tx, accountId: string, body: ApplyBody, now: Date) {
  const id = randomUUID();
  const amount = roundMoney(body.amount, settings.currency);
  // The wallet first (timed/claims.ts): the freeze locks it before the record exists.
  await freeze(tx, { accountId, currency: settings.currency, amount, refId: id, at: now });
  const [inserted] = await tx
    .insert(intradayRecords)
    .values({
      id,
      orderNo: orderNumber('I', now),
      accountId,
      requestId: body.requestId,
      currency: settings.currency,
      amount,
      multiplier: settings.multiplier,
      status: 'pending',
      createdAt: now,
    })
    .returning();
  return inserted;
}
