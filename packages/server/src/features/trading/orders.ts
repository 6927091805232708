import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  accountEquity,
  add,
  apiTime,
  dayOrderExpiry,
  openPositionStatuses,
  isTradingTime,
  limitOrderFills,
  openingCost,
  openingOrderTerms,
  orderWarnings,
  tradeReceipt,
  validateCancel,
  validateClose,
  validateOrder,
  waitsForOpening,
  type AccountRestriction,
  type Currency,
  type Direction,
  type MarginStatus,
  type PositionStatus,
  type PriceType,
  type TradableMarket,
  type TradeBook,
  type Issue,
} from '@broker/domain';
import type { Position, TradeReceipt } from '@broker/contract';
import type { Tx } from '../../db/open.ts';
import { ApiError } from '../../http/envelope.ts';
import { idempotentWrite } from '../../http/idempotentWrite.ts';
import { throwIssues, type RouteBody, type RouteDeps } from '../../http/routes.ts';
import { freeze, walletFunds } from '../../core/ledger.ts';
import { orderNumber } from '../../core/orderNumbers.ts';
import { findInstrument, marketSettings } from '../market/index.ts';
import type { RecentProofs } from '../../security/recentProofs.ts';
import { checkFundPassword } from '../user/index.ts';
import { actingAccount, isAccountOf, loadAccount } from '../../core/accounts.ts';
import type { BookAccount } from '../../core/books.ts';
import type { TradingServices } from './catchUp.ts';
import { addEvents, cancelPending, closeAt, fill, requestClose, withdrawClose } from './lifecycle.ts';
import { unlessChanged } from '../../timed/claims.ts';
import { heldInstrument, priceAt, quoteAt, tradableInstrument, tradingCalendar } from './market.ts';
import { openFigures, positionView, type PositionRow } from './views.ts';
import { positions } from './schema.ts';
import { tradingRules } from './settings.ts';

type Ticket = RouteBody<'trade/preview'>;

/** An order's services: the time-driven work's, and the fund passwords proven minutes ago (security/recentProofs.ts). */
export type OrderServices = TradingServices & { recentProofs: RecentProofs };

const SIX_DIGITS = /^\d{6}$/;

/**
 * How the ticket's fund password is judged: a preview asks none; an order's typed password is
 * checked through the account's one fund-password brake (`checkFundPassword`, shared with
 * withdrawals and every purchase), as a withdrawal checks it: only a six-digit password of an
 * account that has one is verified (and counted); the domain says the rest.
 */
type FundPasswordCheck =
  { preview: true } | { preview: false; password: string | undefined; deps: RouteDeps; recentProofs: RecentProofs };

/**
 * The order ticket checked against the account, the market and the rules (domain
 * `validateOrder`, check order of docs/decisions.md "Trading"), with what the receipt and the
 * guards need. Shared by trade/preview and trade/order, so the preview answers exactly what the
 * order would, the fund password aside (the order's alone).
 */
async function checkTicket(
  services: TradingServices,
  accountId: string,
  ticket: Ticket,
  now: Date,
  fundPassword: FundPasswordCheck,
  book: BookAccount | null = null,
) {
  const { db, sim, options } = services;
  const nowMs = now.getTime();
  const account = await loadAccount(db, accountId);
  // A book's order: the user's rules and password, the book's money, leverage and lock.
  const holder = book?.accountId ?? accountId;
  const password = fundPassword.preview ? '' : (fundPassword.password ?? '');
  const fundPasswordMatches =
    !fundPassword.preview && account.fundPasswordHash !== null && SIX_DIGITS.test(password)
      ? await checkFundPassword(
          fundPassword.deps,
          { ...account, fundPasswordHash: account.fundPasswordHash },
          password,
          now,
          fundPassword.recentProofs,
        )
      : undefined;
  const known = findInstrument(ticket.stockId);
  const instrument = tradableInstrument(ticket.stockId);
  const market: TradableMarket = instrument?.market ?? 'nl';
  const currency = (instrument?.currency ?? 'EUR') as Currency;
  const quote = instrument ? quoteAt(sim, instrument, nowMs) : null;
  const funds = await walletFunds(db, holder, currency);
  const calendar = tradingCalendar(market);
  const marginStatus = book ? 'activated' : (account.marginStatus as MarginStatus);
  if (book) ticket = { ...ticket, leverage: book.leverage, atOpening: false };
  const dailyLimitPct = marketSettings.dailyLimitPct[market];
  throwIssues(
    validateOrder(fundPassword.preview ? ticket : { ...ticket, fundPassword: password || undefined }, {
      nowMs,
      currency,
      exists: known !== undefined,
      listed: instrument !== undefined,
      quotePrice: quote?.price ?? null,
      limitUp: quote?.limitUp,
      limitDown: quote?.limitDown,
      dailyLimitPct,
      lotSize: instrument?.lotSize ?? 1,
      minLots: tradingRules.minLots,
      minOpenAmount: tradingRules.minOpenAmount,
      feePct: tradingRules.feePct,
      hours: calendar.window,
      leverages: book ? [book.leverage] : tradingRules.leverages,
      marginStatus,
      available: funds.available,
      balance: funds.balance,
      restrictions: account.restrictions as AccountRestriction[],
      fundPasswordSet: account.fundPasswordHash !== null,
      fundPasswordMatches,
      preview: fundPassword.preview,
    }),
  );
  const leverage = ticket.leverage ?? 1;
  const isLimit = ticket.priceType === 'limit';
  const price = isLimit ? ticket.price! : quote!.price;
  const lock = book ? NO_LOCK : options.sellLocks[market];
  if (book)
    await checkBook(book, { market, nowMs, price, shares: ticket.lots * instrument!.lotSize, leverage, currency });
  // An order for the opening: estimated at the last price, filled (and locked) from the opening.
  const atOpening = waitsForOpening(ticket, nowMs, calendar)
    ? openingOrderTerms(
        { lastPrice: price, shares: ticket.lots * instrument!.lotSize, leverage },
        { feePct: tradingRules.feePct, dailyLimitPct, currency },
        nowMs,
        calendar,
      )
    : null;
  const estimate = tradeReceipt({
    direction: ticket.direction as Direction,
    priceType: ticket.priceType as PriceType,
    price,
    lots: ticket.lots,
    lotSize: instrument!.lotSize,
    leverage,
    feePct: tradingRules.feePct,
    stampTaxPct: tradingRules.stampTaxPct,
    managementFeePct: tradingRules.managementFeePct,
    holdingDays: ticket.holdingDays,
    sellLock: lock,
    calendar,
    nowMs: atOpening?.atMs ?? nowMs,
    currency,
  }) as TradeReceipt;
  const receipt: TradeReceipt = {
    ...estimate,
    atOpening: atOpening
      ? { at: apiTime(atOpening.atMs), reservePrice: atOpening.reservePrice, reserved: atOpening.reserved }
      : null,
  };
  return { instrument: instrument!, quote: quote!, receipt, currency, funds, leverage, lock, price, atOpening, holder };
}

/** A book's order opens no sell lock: it is closed the same day. */
const NO_LOCK = { unit: 'minute', value: 0 } as const;

/**
 * A book's own rules before an order: its hours end at its flatten, and its certain cost (the
 * opening fee and the closing one) must not by itself breach its loss limits (`book.check`).
 */
async function checkBook(
  book: BookAccount,
  order: { market: string; nowMs: number; price: string; shares: number; leverage: number; currency: Currency },
) {
  if (order.nowMs >= book.opensUntilMs(order.market, order.nowMs)) {
    throw new ApiError('error.time.outsideTrading');
  }
  const { fee } = openingCost(order.price, order.shares, order.leverage, tradingRules.feePct, order.currency);
  throwIssues(collectIssue(await book.check({ roundTripFee: add(fee, fee), nowMs: order.nowMs })));
}

const collectIssue = (issue: Issue | null): Issue[] => (issue ? [issue] : []);

/** The book an order goes to (core/books.ts), or null for the user's own account. */
const bookOf = (services: TradingServices, accountId: string, book: TradeBook | undefined, now: Date) =>
  book ? services.books.accountFor(services.db, book, accountId, now) : Promise.resolve(null);

/** Whether the account ever opened a short (a cancelled order does not count: it never borrowed). */
async function hasSoldShort(services: TradingServices, accountId: string): Promise<boolean> {
  const [row] = await services.db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.accountId, accountId), eq(positions.direction, 'short'), ne(positions.status, 'cancelled')))
    .limit(1);
  return row !== undefined;
}

/** trade/preview: the receipt and the sanity warnings of a ticket; stores nothing. */
export async function previewOrder(services: TradingServices, accountId: string, ticket: Ticket, now: Date) {
  const book = await bookOf(services, accountId, ticket.book, now);
  const checked = await checkTicket(services, accountId, ticket, now, { preview: true }, book);
  const open = await services.db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.accountId, checked.holder),
        eq(positions.currency, checked.currency),
        inArray(positions.status, [...openPositionStatuses]),
      ),
    );
  const equity = accountEquity(
    checked.funds.balance,
    open.map((row) => {
      const figures = openFigures(
        row,
        priceAt(services.instruments, heldInstrument(services.instruments, row.stockId)!, now.getTime()),
      )!;
      return { margin: row.margin, profit: figures.pnl, managementFee: row.managementFee };
    }),
  );
  const warnings = orderWarnings({
    direction: ticket.direction as Direction,
    priceType: ticket.priceType as PriceType,
    price: checked.price,
    amount: checked.receipt.amount,
    lockUntil: checked.receipt.lockUntil,
    marketPrice: checked.quote.price,
    quoteAtMs: Date.parse(checked.quote.updatedAt),
    nowMs: now.getTime(),
    equity,
    calendar: tradingCalendar(checked.instrument.market as TradableMarket),
    firstShort: ticket.direction === 'short' && !(await hasSoldShort(services, checked.holder)),
  });
  return {
    receipt: checked.receipt,
    warnings: warnings.map((warning) => ({ ...warning, params: { ...warning.params } })),
    quote: { price: checked.quote.price, updatedAt: checked.quote.updatedAt },
  };
}

const byRequest = async (
  services: TradingServices,
  accountId: string,
  column: 'requestId' | 'closeRequestId' | 'cancelRequestId',
  requestId: string,
) =>
  (
    await services.db
      .select()
      .from(positions)
      .where(and(eq(positions.accountId, accountId), eq(positions[column], requestId)))
  )[0];

/**
 * trade/order (api.md §4.6, products.md §1): a market order fills at once at the current price
 * (margin and opening fee taken); a limit order on the right side of the market waits as pending
 * with margin + fee frozen (ledger `freeze`) until the walk reaches it or its day ends; one that
 * the market already satisfies fills at once at the market price. A market order for the opening
 * (`atOpening` while closed) waits as pending with its cost at the highest opening frozen, and
 * fills at the next session's first price (catchUp.ts). One order per request id.
 */
export async function placeOrder(
  deps: RouteDeps,
  services: OrderServices,
  accountId: string,
  body: RouteBody<'trade/order'>,
  now: Date,
): Promise<Position> {
  const view = (row: PositionRow) => positionView(row, services.instruments, now.getTime());
  const book = await bookOf(services, accountId, body.book, now);
  const holder = book?.accountId ?? accountId;
  return idempotentWrite(deps, {
    accountId: holder,
    find: () => byRequest(services, holder, 'requestId', body.requestId),
    validate: async () => {
      return checkTicket(
        services,
        accountId,
        body,
        now,
        { preview: false, password: body.fundPassword, deps, recentProofs: services.recentProofs },
        book,
      );
    },
    store: async (tx, plan) => {
      const isLimit = body.priceType === 'limit';
      const direction = body.direction as Direction;
      const waits = plan.atOpening !== null;
      const fillsNow = !waits && (!isLimit || limitOrderFills(direction, plan.price, plan.quote.price));
      // What is frozen while it waits: a limit order's cost at its limit, an order for the opening's at its reserve.
      const cost = openingCost(
        waits ? plan.atOpening!.reservePrice : plan.price,
        plan.receipt.shares,
        plan.leverage,
        tradingRules.feePct,
        plan.currency,
      );
      const id = randomUUID();
      const calendar = tradingCalendar(plan.instrument.market as TradableMarket);
      const [row] = await tx
        .insert(positions)
        .values({
          id,
          orderNo: orderNumber('T', now),
          accountId: holder,
          requestId: body.requestId,
          source: book ? 'intraday' : 'trade',
          stockId: plan.instrument.id,
          market: plan.instrument.market,
          currency: plan.currency,
          direction,
          priceType: body.priceType,
          limitPrice: isLimit ? plan.price : null,
          lots: body.lots,
          shares: plan.receipt.shares,
          leverage: plan.leverage,
          margin: cost.margin,
          fee: cost.fee,
          frozen: fillsNow ? '0' : cost.total,
          status: 'pending',
          lockUnit: plan.lock.unit,
          lockValue: plan.lock.value,
          expiresAt: waits
            ? new Date(plan.atOpening!.atMs)
            : isLimit
              ? new Date(dayOrderExpiry(now.getTime(), calendar))
              : null,
          checkedAt: now,
          createdAt: now,
          receipt: plan.receipt,
        })
        .returning();
      await addEvents(tx, id, [{ kind: 'ordered', at: now, price: isLimit ? plan.price : null }]);
      if (fillsNow) return fill(tx, row!, plan.quote.price, now, plan.lock);
      await freeze(tx, { accountId: holder, currency: plan.currency, amount: cost.total, refId: id, at: now });
      return row;
    },
    view,
  });
}

/**
 * The user's position — of their own account or of one of their books' (an intraday account) — or
 * `order.notFound` (another user's is not found either).
 */
async function ownPosition(services: TradingServices, accountId: string, positionId: string): Promise<PositionRow> {
  const [row] = await services.db.select().from(positions).where(eq(positions.id, positionId));
  if (!row || !(await isAccountOf(services.db, accountId, row.accountId))) throw new ApiError('error.order.notFound');
  return row;
}

/** The account that holds a position of the user (a book's, or their own): its money and its request ids. */
const holderOf = async (services: TradingServices, accountId: string, positionId: string) =>
  (await ownPosition(services, accountId, positionId).catch(() => null))?.accountId ?? accountId;

/**
 * trade/close (api.md §4.6): holding only (domain `validateClose`); in trading hours it closes at
 * the current price, outside them it waits as closing for the next session's first price.
 */
export async function closePosition(
  deps: RouteDeps,
  services: TradingServices,
  accountId: string,
  body: RouteBody<'trade/close'>,
  now: Date,
): Promise<Position> {
  const nowMs = now.getTime();
  const holder = await holderOf(services, accountId, body.positionId);
  return idempotentWrite(deps, {
    accountId: holder,
    find: () => byRequest(services, holder, 'closeRequestId', body.requestId),
    validate: async () => {
      const row = await ownPosition(services, accountId, body.positionId);
      const account = await actingAccount(services.db, holder);
      throwIssues(
        validateClose(
          { status: row.status as PositionStatus, lockUntilMs: row.lockUntil?.getTime() ?? null, listed: true },
          { nowMs, restrictions: account.restrictions as AccountRestriction[], quoteAvailable: true },
        ),
      );
      return row;
    },
    store: (tx: Tx, row) => {
      const instrument = heldInstrument(services.instruments, row.stockId)!;
      return unlessChanged(
        isTradingTime(nowMs, tradingCalendar(instrument.market as TradableMarket))
          ? closeAt(tx, row, priceAt(services.instruments, instrument, nowMs), now, { requestId: body.requestId })
          : requestClose(tx, row, now, body.requestId),
      );
    },
    view: (row) => positionView(row, services.instruments, nowMs),
  });
}

/** trade/cancel: a pending order cancelled (its freeze released), or a close request withdrawn (closing → holding). */
export async function cancelOrder(
  deps: RouteDeps,
  services: TradingServices,
  accountId: string,
  body: RouteBody<'trade/cancel'>,
  now: Date,
): Promise<Position> {
  const nowMs = now.getTime();
  const holder = await holderOf(services, accountId, body.positionId);
  return idempotentWrite(deps, {
    accountId: holder,
    find: () => byRequest(services, holder, 'cancelRequestId', body.requestId),
    validate: async () => {
      const row = await ownPosition(services, accountId, body.positionId);
      throwIssues(validateCancel({ status: row.status as PositionStatus }));
      return row;
    },
    store: (tx: Tx, row) =>
      unlessChanged(
        row.status === 'pending'
          ? cancelPending(tx, row, now, null, body.requestId)
          : withdrawClose(tx, row, now, body.requestId),
      ),
    view: (row) => positionView(row, services.instruments, nowMs),
  });
}
