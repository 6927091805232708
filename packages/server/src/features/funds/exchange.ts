import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  checkRestrictions,
  crossRate,
  exchangeFee,
  exchangeReceived,
  heldRateInstant,
  isPositive,
  negate,
  smallestExchange,
  validateExchange,
  type AccountRestriction,
  type Currency,
} from '@broker/domain';
import type { ExchangeRecord } from '@broker/contract';
import type { Db, Tx } from '../../db/open.ts';
import { exchangeRates, exchanges } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { paginate } from '../../http/paginate.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { toApiTime } from '../../lib/time.ts';
import { loadAccount } from '../../core/accounts.ts';
import { post, walletFunds } from '../../core/ledger.ts';
import { fundsSettings } from './settings.ts';
import { orderNumber } from '../../core/orderNumbers.ts';
import { exchangeView, rateText } from './views.ts';

/**
 * The simulated fx market's rates (units per 1 USD) for the currencies it quotes against the
 * dollar, at the start of the minute of an instant, and that minute (market slice `fxRatesPerUsd`).
 */
export type LiveRates = (ms: number) => { rates: ReadonlyMap<string, string>; at: Date };

/** The exchange's rates at an instant: the enabled currencies' (units per USD) and since when they hold. */
type RatesAt = (at: Date) => { rates: Map<Currency, string>; updatedAt: Date };

/**
 * The exchange's rates at any instant (issue #26: one rate per currency), from one read of the
 * table: the fx market's for the currencies it quotes (EUR, JPY, CNY, HKD, KRW — the FX tab's
 * quote of that minute), the table's for the rest (the dollar's stablecoins, currencies without a
 * pair); the enabled ones, in the order of the settings.
 */
export async function exchangeRateBook(db: Db, live?: LiveRates): Promise<RatesAt> {
  const rows = await db.select().from(exchangeRates).where(eq(exchangeRates.enabled, true));
  const tableAt = rows.reduce<Date | null>(
    (latest, row) => (!latest || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );
  return (at) => {
    const market = live?.(at.getTime());
    const byCurrency = new Map(rows.map((row) => [row.currency, market?.rates.get(row.currency) ?? row.rate]));
    const rates = new Map<Currency, string>();
    for (const currency of fundsSettings.exchange.currencies) {
      const rate = byCurrency.get(currency);
      if (rate !== undefined && isPositive(rate)) rates.set(currency, rate);
    }
    const updatedAt = market && (!tableAt || market.at > tableAt) ? market.at : (tableAt ?? at);
    return { rates, updatedAt };
  };
}

type ExchangeBody = RouteBody<'exchange/submit'>;

const feePct = fundsSettings.exchange.feePct;

/** exchange/rates: the enabled currencies' rates against USD, since when they hold, and the fee. */
export async function exchangeRateList(db: Db, now: Date, live?: LiveRates) {
  const { rates, updatedAt } = (await exchangeRateBook(db, live))(now);
  return {
    base: 'USD' as const,
    feePct,
    updatedAt: toApiTime(updatedAt),
    items: [...rates].map(([currency, rate]) => ({ currency, rate: rateText(rate) })),
  };
}

const exchangeByRequest = async (db: Db, accountId: string, requestId: string) =>
  (
    await db
      .select()
      .from(exchanges)
      .where(and(eq(exchanges.accountId, accountId), eq(exchanges.requestId, requestId)))
  )[0];

/**
 * Currency exchange (api.md §4.4): instant, at the rate of its instant (the one the app showed
 * while it is held, else now; domain `heldRateInstant`); received = amount × rate(to) /
 * rate(from) × (1 − feePct/100), rounded down (the domain's exchangeReceived). The record and
 * both ledger legs (exchangeOut, exchangeIn) are one transaction: all or nothing.
 */
export function submitExchange(
  deps: RouteDeps,
  accountId: string,
  body: ExchangeBody,
  now: Date,
  live?: LiveRates,
): Promise<ExchangeRecord> {
  return idempotentWrite(deps, {
    accountId,
    find: () => exchangeByRequest(deps.db, accountId, body.requestId),
    validate: () =>
      checkExchange(deps.db, accountId, body, new Date(heldRateInstant(body.ratesAt, now.getTime())), live),
    store: (tx, plan) => storeExchange(tx, plan, body, now),
    view: exchangeView,
  });
}

interface ExchangePlan {
  accountId: string;
  from: Currency;
  to: Currency;
  rateFrom: string;
  rateTo: string;
  received: string;
  fee: string;
}

async function checkExchange(
  db: Db,
  accountId: string,
  body: ExchangeBody,
  at: Date,
  live?: LiveRates,
): Promise<ExchangePlan> {
  const { rates } = (await exchangeRateBook(db, live))(at);
  throwIssues(validateExchange(body, { enabled: [...rates.keys()] }));
  const account = await loadAccount(db, accountId);
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
  return { accountId: account.id, from, to, rateFrom, rateTo, received, fee };
}

async function storeExchange(tx: Tx, plan: ExchangePlan, body: ExchangeBody, now: Date) {
  const { accountId, from, to, rateFrom, rateTo, received, fee } = plan;
  const id = randomUUID();
  const [inserted] = await tx
    .insert(exchanges)
    .values({
      id,
      orderNo: orderNumber('X', now),
      accountId,
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
    accountId,
    currency: from,
    amount: negate(body.amount),
    type: 'exchangeOut',
    refId: id,
    remark: `${from}→${to}`,
    at: now,
  });
  await post(tx, {
    accountId,
    currency: to,
    amount: received,
    type: 'exchangeIn',
    refId: id,
    remark: `${from}→${to}`,
    at: now,
  });
  return inserted;
}

/** exchange/records: the user's exchanges, newest first. */
export function exchangeRecords(db: Db, accountId: string, body: RouteBody<'exchange/records'>) {
  const where = eq(exchanges.accountId, accountId);
  return paginate(
    body,
    {
      total: () => db.$count(exchanges, where),
      rows: ({ limit, offset }) =>
        db
          .select()
          .from(exchanges)
          .where(where)
          .orderBy(desc(exchanges.createdAt), desc(exchanges.orderNo))
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map(exchangeView),
  );
}
