import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, max } from 'drizzle-orm';
import {
  checkRestrictions,
  crossRate,
  exchangeFee,
  exchangeReceived,
  isPositive,
  negate,
  smallestExchange,
  validateExchange,
  type AccountRestriction,
  type Currency,
} from '@broker/domain';
import type { Db } from '../../db/open.ts';
import { exchangeRates, exchanges } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { defineRoute, throwIssues, type RouteDeps } from '../../http/routes.ts';
import { isUniqueViolation } from '../../lib/dbErrors.ts';
import { toApiTime } from '../../lib/time.ts';
import { loadAccount } from '../user/view.ts';
import { post } from './ledger.ts';
import { fundsSettings, orderNumber } from './settings.ts';
import { exchangeView, rateText } from './views.ts';
import { walletFunds } from './funds.ts';

/** The enabled currencies and their rates (units per 1 USD), in the order of the settings. */
async function enabledRates(db: Db): Promise<Map<Currency, string>> {
  const rows = await db.select().from(exchangeRates).where(eq(exchangeRates.enabled, true));
  const byCurrency = new Map(rows.map((row) => [row.currency, row.rate]));
  const rates = new Map<Currency, string>();
  for (const currency of fundsSettings.exchange.currencies) {
    const rate = byCurrency.get(currency);
    if (rate !== undefined && isPositive(rate)) rates.set(currency, rate);
  }
  return rates;
}

/**
 * Currency exchange (api.md §4.4): instant, at the current rate; received = amount × rate(to) /
 * rate(from) × (1 − feePct/100), rounded down (the domain's exchangeReceived). The record and
 * both ledger legs (exchangeOut, exchangeIn) are one transaction: all or nothing.
 */
export function registerExchangeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, fundsLock } = deps;
  const feePct = fundsSettings.exchange.feePct;

  defineRoute(app, deps, 'exchange/rates', async (_body, { now }) => {
    const rates = await enabledRates(db);
    const [latest] = await db.select({ at: max(exchangeRates.updatedAt) }).from(exchangeRates);
    return {
      base: 'USD' as const,
      feePct,
      updatedAt: toApiTime(latest?.at ?? now),
      items: [...rates].map(([currency, rate]) => ({ currency, rate: rateText(rate) })),
    };
  });

  const byRequest = async (accountId: string, requestId: string) =>
    (
      await db
        .select()
        .from(exchanges)
        .where(and(eq(exchanges.accountId, accountId), eq(exchanges.requestId, requestId)))
    )[0];

  defineRoute(app, deps, 'exchange/submit', async (body, { session, now }) =>
    fundsLock.run(session.accountId, async () => {
      const done = await byRequest(session.accountId, body.requestId);
      if (done) return exchangeView(done);
      const rates = await enabledRates(db);
      throwIssues(validateExchange(body, { enabled: [...rates.keys()] }));
      const account = await loadAccount(db, session.accountId);
      const restricted = checkRestrictions(account.restrictions as AccountRestriction[], 'funds');
      throwIssues(restricted ? [restricted] : []);
      const from = body.from as Currency;
      const to = body.to as Currency;
      const funds = await walletFunds(db, account.id, from);
      throwIssues(validateExchange(body, { enabled: [...rates.keys()], ...funds }));
      const rateFrom = rates.get(from) ?? '0';
      const rateTo = rates.get(to) ?? '0';
      const received = exchangeReceived(body.amount, rateFrom, rateTo, feePct, to);
      if (!isPositive(received)) {
        // Too small to receive anything after rounding down.
        // The smallest amount that receives one unit of `to`'s last decimal.
        throw new ApiError('error.amount.belowMinimum', {
          min: smallestExchange(rateFrom, rateTo, feePct, from, to),
          currency: from,
        });
      }
      const fee = exchangeFee(body.amount, rateFrom, rateTo, feePct, to);
      const id = randomUUID();
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(exchanges)
            .values({
              id,
              orderNo: orderNumber('X', now),
              accountId: account.id,
              requestId: body.requestId,
              from,
              to,
              amount: body.amount,
              rate: crossRate(rateFrom, rateTo),
              fee,
              received,
              createdAt: now,
            })
            .returning();
          await post(tx, {
            accountId: account.id,
            currency: from,
            amount: negate(body.amount),
            type: 'exchangeOut',
            refId: id,
            remark: `${from}→${to}`,
            at: now,
          });
          await post(tx, {
            accountId: account.id,
            currency: to,
            amount: received,
            type: 'exchangeIn',
            refId: id,
            remark: `${from}→${to}`,
            at: now,
          });
          return inserted;
        });
        if (!row) throw new Error('exchange not stored');
        return exchangeView(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const again = await byRequest(account.id, body.requestId);
        if (again) return exchangeView(again);
        throw error;
      }
    }),
  );

  defineRoute(app, deps, 'exchange/records', async (body, { session }) => {
    const where = eq(exchanges.accountId, session.accountId);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(exchanges).where(where);
    const rows = await db
      .select()
      .from(exchanges)
      .where(where)
      .orderBy(desc(exchanges.createdAt), desc(exchanges.orderNo))
      .limit(body.size)
      .offset((body.page - 1) * body.size);
    return { items: rows.map(exchangeView), total, page: body.page, size: body.size };
  });
}
