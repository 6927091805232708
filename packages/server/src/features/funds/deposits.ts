import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  checkRealName,
  checkRestrictions,
  roundMoney,
  validateDeposit,
  type AccountRestriction,
  type Currency,
  type Language,
  type TimeWindow,
} from '@broker/domain';
import type { Deposit } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { channels, deposits } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { localizedName } from '../../http/language.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { stripQuery, type UrlSigner } from '../../lib/signedUrl.ts';
import { ownUpload } from '../common/index.ts';
import { loadAccount, realNameStatusOf } from '../../core/accounts.ts';
import { checkChannelPassword } from '../user/index.ts';
import { orderNumber } from '../../core/orderNumbers.ts';
import { channelView, depositView, type ChannelRow } from './views.ts';

type DepositBody = RouteBody<'funds/deposit'>;

/** The deposit channels, of one currency or all, in the operators' order, named in `lang`. */
export async function listChannels(db: Db, currency: Currency | undefined, lang: Language) {
  const rows = await db
    .select()
    .from(channels)
    .where(currency ? eq(channels.currency, currency) : undefined)
    .orderBy(asc(channels.sort), asc(channels.id));
  return rows.map((row) => channelView(row, lang));
}

/** Each channel's name in `lang`, for the deposits that name it. */
export async function channelNamesIn(db: Db, lang: Language): Promise<Map<string, string>> {
  const rows = await db.select({ id: channels.id, name: channels.name, names: channels.names }).from(channels);
  return new Map(rows.map((row) => [row.id, localizedName(row.names, lang, row.name)]));
}

const depositByRequest = async (db: Db, accountId: string, requestId: string) =>
  (
    await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.accountId, accountId), eq(deposits.requestId, requestId)))
  )[0];

/**
 * funds/deposit (api.md §4.4): a pending deposit with the user's proof of payment, credited
 * when an operator approves it (features/funds/review.ts). One pending deposit per account: the
 * partial unique index decides between two concurrent ones (`deposit.pendingExists`).
 */
export function submitDeposit(
  deps: RouteDeps,
  signer: UrlSigner,
  accountId: string,
  body: DepositBody,
  now: Date,
  lang: Language,
): Promise<Deposit> {
  return idempotentWrite(deps, {
    accountId,
    find: () => depositByRequest(deps.db, accountId, body.requestId),
    validate: () => checkDeposit(deps, accountId, body, now),
    store: (tx, plan) => storeDeposit(tx, plan, body, now, lang),
    view: (row) => depositView(row, signer, now),
    onConflict: () => {
      throw new ApiError('error.deposit.pendingExists');
    },
  });
}

interface DepositPlan {
  accountId: string;
  channel: ChannelRow;
  currency: Currency;
  proofImage: string;
}

async function checkDeposit(deps: RouteDeps, accountId: string, body: DepositBody, now: Date): Promise<DepositPlan> {
  const { db } = deps;
  const account = await loadAccount(db, accountId);
  const restrictions = account.restrictions as AccountRestriction[];
  const realNameStatus = await realNameStatusOf(db, account.id);
  const [channel] = await db.select().from(channels).where(eq(channels.id, body.channelId));
  if (!channel) {
    // Account state and the real-name gate come before the existence of referenced objects.
    throwIssues([checkRestrictions(restrictions, 'funds'), checkRealName(realNameStatus)].filter((i) => i !== null));
    throw new ApiError('error.validation.invalid', { field: 'channelId', rule: 'enum' });
  }
  const currency = channel.currency as Currency;
  const rules = {
    currency,
    min: roundMoney(channel.min, currency),
    max: roundMoney(channel.max, currency),
    hours: channel.hours as TimeWindow,
    open: channel.open,
    needsPassword: channel.passwordHash !== null,
  };
  const proofImage = stripQuery(body.proofImage);
  const input = { ...body, proofImage };
  const [pending] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.accountId, account.id), eq(deposits.status, 'pending')));
  const channelPasswordMatches =
    channel.passwordHash !== null && body.channelPassword
      ? await checkChannelPassword(deps, account, channel.passwordHash, body.channelPassword, now)
      : undefined;
  throwIssues(
    validateDeposit(input, {
      channel: rules,
      nowMs: now.getTime(),
      realNameStatus,
      hasPendingDeposit: !!pending,
      restrictions,
      channelPasswordMatches,
    }),
  );
  if (!(await ownUpload(deps, account.id, proofImage, ['depositProof']))) {
    throw new ApiError('error.validation.invalid', { field: 'proofImage', rule: 'format' });
  }
  return { accountId: account.id, channel, currency, proofImage };
}

/** A deposit moves no money until it is approved: the record alone, no ledger entry. */
async function storeDeposit(tx: Tx, plan: DepositPlan, body: DepositBody, now: Date, lang: Language) {
  const [row] = await tx
    .insert(deposits)
    .values({
      id: randomUUID(),
      orderNo: orderNumber('D', now),
      accountId: plan.accountId,
      requestId: body.requestId,
      channelId: plan.channel.id,
      // As the depositor reads it; the records name the channel in the reader's language.
      channelName: localizedName(plan.channel.names, lang, plan.channel.name),
      currency: plan.currency,
      amount: body.amount,
      proofImage: plan.proofImage,
      status: 'pending',
      createdAt: now,
    })
    .returning();
  return row;
}
