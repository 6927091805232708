import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  checkRealName,
  checkRestrictions,
  roundMoney,
  sub,
  validateDeposit,
  validateWithdrawal,
  withdrawalNet,
  type AccountRestriction,
  type Currency,
  type TimeWindow,
} from '@broker/domain';
import type { Db } from '../../db/open.ts';
import {
  bankCards,
  channels,
  deposits,
  ledgerEntries,
  walletAddresses,
  wallets,
  withdrawals,
} from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { defineRoute, throwIssues, type RouteDeps } from '../../http/routes.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { stripQuery, type UrlSigner } from '../../lib/signedUrl.ts';
import { ownUpload } from '../common/upload.ts';
import { loadAccount, realNameStatusOf } from '../user/view.ts';
import { freeze, ledgerEntryView } from './ledger.ts';
import { fundsSettings, orderNumber } from './settings.ts';
import { channelView, depositView, withdrawalView } from './views.ts';

/** balance and frozen of one wallet (zero when it has none yet). */
export async function walletFunds(db: Db, accountId: string, currency: Currency) {
  const [row] = await db
    .select({ balance: wallets.balance, frozen: wallets.frozen })
    .from(wallets)
    .where(and(eq(wallets.accountId, accountId), eq(wallets.currency, currency)));
  const balance = row?.balance ?? '0';
  const frozen = row?.frozen ?? '0';
  return { balance, frozen, available: sub(balance, frozen) };
}

const SIX_DIGITS = /^\d{6}$/;

/**
 * Deposits, withdrawals and fund records (api.md §4.4). Money-moving calls run under the
 * account's funds lock (`funds.busy` at once for a concurrent one) and write their record and
 * ledger entries in one transaction. Each record keeps its requestId (unique per account): a
 * retry whose first answer was lost, even across a crash, gets the record the first call made.
 */
export function registerFundsRecordRoutes(app: FastifyInstance, deps: RouteDeps, signer: UrlSigner): void {
  const { db, fundsLock } = deps;
  const { withdrawal: withdrawalSettings } = fundsSettings;

  defineRoute(app, deps, 'funds/channels', async (body) => {
    const rows = await db
      .select()
      .from(channels)
      .where(body.currency ? eq(channels.currency, body.currency) : undefined)
      .orderBy(asc(channels.sort), asc(channels.id));
    return rows.map(channelView);
  });

  const depositByRequest = async (accountId: string, requestId: string) =>
    (
      await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.accountId, accountId), eq(deposits.requestId, requestId)))
    )[0];

  defineRoute(app, deps, 'funds/deposit', async (body, { session, now }) =>
    fundsLock.run(session.accountId, async () => {
      const done = await depositByRequest(session.accountId, body.requestId);
      if (done) return depositView(done, signer, now);
      const account = await loadAccount(db, session.accountId);
      const restrictions = account.restrictions as AccountRestriction[];
      const realNameStatus = await realNameStatusOf(db, account.id);
      const [channel] = await db.select().from(channels).where(eq(channels.id, body.channelId));
      if (!channel) {
        // Account state and the real-name gate come before the existence of referenced objects.
        throwIssues(
          [checkRestrictions(restrictions, 'funds'), checkRealName(realNameStatus)].filter((i) => i !== null),
        );
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
          ? await verifyPassword(body.channelPassword, channel.passwordHash)
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
      try {
        const [row] = await db
          .insert(deposits)
          .values({
            id: randomUUID(),
            orderNo: orderNumber('D', now),
            accountId: account.id,
            requestId: body.requestId,
            channelId: channel.id,
            channelName: channel.name,
            currency,
            amount: body.amount,
            proofImage,
            status: 'pending',
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('deposit not stored');
        return depositView(row, signer, now);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const again = await depositByRequest(account.id, body.requestId);
        if (again) return depositView(again, signer, now);
        throw new ApiError('error.deposit.pendingExists');
      }
    }),
  );

  defineRoute(app, deps, 'funds/withdrawInfo', async (body, { session }) => {
    const account = await loadAccount(db, session.accountId);
    const funds = await walletFunds(db, account.id, body.currency);
    return {
      currency: body.currency,
      min: roundMoney(withdrawalSettings.min, body.currency),
      max: roundMoney(withdrawalSettings.max, body.currency),
      feePct: withdrawalSettings.feePct,
      hours: withdrawalSettings.hours as TimeWindow as {
        days: number[];
        open: string;
        close: string;
        timeZone: string;
      },
      minCreditScore: withdrawalSettings.minCreditScore,
      creditScore: account.creditScore,
      available: roundMoney(funds.available, body.currency),
      fundPasswordSet: account.fundPasswordHash !== null,
      realNameStatus: await realNameStatusOf(db, account.id),
    };
  });

  const withdrawalByRequest = async (accountId: string, requestId: string) =>
    (
      await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.accountId, accountId), eq(withdrawals.requestId, requestId)))
    )[0];

  defineRoute(app, deps, 'funds/withdraw', async (body, { session, now }) =>
    fundsLock.run(session.accountId, async () => {
      const done = await withdrawalByRequest(session.accountId, body.requestId);
      if (done) return withdrawalView(done);
      const account = await loadAccount(db, session.accountId);
      const currency = body.currency;
      const destinationId = body.method === 'card' ? body.cardId : body.walletId;
      let destination: { exists: boolean; owned: boolean } | undefined;
      let shown = '';
      if (destinationId) {
        if (body.method === 'card') {
          const [card] = await db.select().from(bankCards).where(eq(bankCards.id, destinationId));
          destination = { exists: !!card, owned: card?.accountId === account.id };
          shown = card?.cardNumberMasked ?? '';
        } else {
          const [wallet] = await db.select().from(walletAddresses).where(eq(walletAddresses.id, destinationId));
          destination = { exists: !!wallet, owned: wallet?.accountId === account.id };
          shown = wallet?.address ?? '';
        }
      }
      const password = body.fundPassword ?? '';
      const matches =
        account.fundPasswordHash !== null && SIX_DIGITS.test(password)
          ? await verifyPassword(password, account.fundPasswordHash)
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
        destination,
        fundPasswordMatches: matches,
      };
      throwIssues(validateWithdrawal({ ...body, fundPassword: body.fundPassword }, context));
      const { fee, netAmount } = withdrawalNet(body.amount, withdrawalSettings.feePct, currency);
      const id = randomUUID();
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(withdrawals)
            .values({
              id,
              orderNo: orderNumber('W', now),
              accountId: account.id,
              requestId: body.requestId,
              method: body.method,
              cardId: body.method === 'card' ? (destinationId ?? null) : null,
              walletId: body.method === 'wallet' ? (destinationId ?? null) : null,
              destination: shown,
              currency,
              amount: body.amount,
              fee,
              netAmount,
              status: 'pending',
              createdAt: now,
            })
            .returning();
          await freeze(tx, { accountId: account.id, currency, amount: body.amount, refId: id, at: now });
          return inserted;
        });
        if (!row) throw new Error('withdrawal not stored');
        return withdrawalView(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const again = await withdrawalByRequest(account.id, body.requestId);
        if (again) return withdrawalView(again);
        throw error;
      }
    }),
  );

  defineRoute(app, deps, 'funds/records', async (body, { session, now }) => {
    const offset = (body.page - 1) * body.size;
    const paged = { page: body.page, size: body.size };
    if (body.kind === 'deposit') {
      const where = and(
        eq(deposits.accountId, session.accountId),
        body.currency ? eq(deposits.currency, body.currency) : undefined,
      );
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(deposits).where(where);
      const rows = await db
        .select()
        .from(deposits)
        .where(where)
        .orderBy(desc(deposits.createdAt), desc(deposits.orderNo))
        .limit(body.size)
        .offset(offset);
      return { items: rows.map((row) => depositView(row, signer, now)), total, ...paged };
    }
    if (body.kind === 'withdrawal') {
      const where = and(
        eq(withdrawals.accountId, session.accountId),
        body.currency ? eq(withdrawals.currency, body.currency) : undefined,
      );
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(withdrawals).where(where);
      const rows = await db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.orderNo))
        .limit(body.size)
        .offset(offset);
      return { items: rows.map(withdrawalView), total, ...paged };
    }
    const where = and(
      eq(ledgerEntries.accountId, session.accountId),
      body.currency ? eq(ledgerEntries.currency, body.currency) : undefined,
    );
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(ledgerEntries).where(where);
    const rows = await db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.seq))
      .limit(body.size)
      .offset(offset);
    return { items: rows.map(ledgerEntryView), total, ...paged };
  });
}
