import type { NewShare, NewShareRecord, RequestOf, ResponseOf } from '@broker/contract';
import {
  allotmentOdds,
  breakEvenPremium,
  checkPrice,
  frozenDays,
  isCancellable,
  isPayable,
  newShareAmount,
  newShareRecordStatuses,
  subscriptionPrice,
  type AllotmentOdds,
  type NewShareKind,
  type NewShareRecordStatus,
} from '@broker/domain';
import { paths, withQuery } from '../../routes/paths.ts';

/**
 * View rules of the new-share screens (docs/slices.md §2): which list or filter the URL asks for,
 * where an offering or a record leads, the steps a record shows, and the figures of the odds and
 * cost card. The rules (odds, amounts, break-even, lifecycle) are the domain's; nothing here is
 * enforced.
 */

export const OFFERINGS_PAGE_SIZE = 20;
export const RECORDS_PAGE_SIZE = 20;
/** Open offerings on the home screen's IPO tab. */
export const HOME_OFFERINGS_SIZE = 3;

type Detail = ResponseOf<'newShare/detail'>;

/** The kinds decided by a draw (public subscriptions and auctions); placements are allotted at once by level. */
export const drawnKinds = ['subscription', 'auction'] as const satisfies readonly NewShareKind[];
export type DrawnKind = (typeof drawnKinds)[number];

export function isDrawnKind(kind: NewShareKind): kind is DrawnKind {
  return kind !== 'placement';
}

/** `?kind=` of the offerings screen: public subscriptions unless it says auction. */
export function offeringKindOf(value: string | null): DrawnKind {
  return value === 'auction' ? 'auction' : 'subscription';
}

/** An offering's own screen: a placement subscribes by level (newStockBuy2), the others by lots (newStockBuy). */
export function offeringPath(offering: Pick<NewShare, 'id' | 'kind'>): string {
  return withQuery(offering.kind === 'placement' ? paths.newShare.placementSubscribe : paths.newShare.subscribe, {
    id: offering.id,
  });
}

export const verifyPath = (newShareId: string): string => withQuery(paths.newShare.verify, { id: newShareId });

/** The records screen's filters: every record, then one per status. */
export const recordFilters = ['all', ...newShareRecordStatuses] as const;
export type RecordFilter = (typeof recordFilters)[number];

export function recordFilterOf(value: string | null): RecordFilter {
  return (recordFilters as readonly string[]).includes(value ?? '') ? (value as RecordFilter) : 'all';
}

/** What a filter asks `newShare/records` for, without the page. */
export function recordsQuery(filter: RecordFilter): { status?: NewShareRecordStatus } {
  return filter === 'all' ? {} : { status: filter };
}

export type RecordStepKey =
  'subscribed' | 'draw' | 'won' | 'notWon' | 'allotted' | 'pay' | 'paid' | 'waived' | 'withdrawn';

export interface RecordStep {
  key: RecordStepKey;
  status: 'done' | 'current' | 'upcoming' | 'failed';
  /** When it happened (an API instant), or null. */
  at: string | null;
}

/**
 * A record's way so far and ahead (products.md §2): subscribed → the draw → won or not won → paid
 * or waived. A placement is allotted at once; a subscription withdrawn before the close ends there.
 */
export function recordSteps(record: NewShareRecord): RecordStep[] {
  const subscribed: RecordStep = { key: 'subscribed', status: 'done', at: record.createdAt };
  if (record.status === 'waived' && record.cancelledAt !== null) {
    return [subscribed, { key: 'withdrawn', status: 'failed', at: record.cancelledAt }];
  }
  const outcome: RecordStep[] =
    record.kind === 'placement'
      ? [{ key: 'allotted', status: 'done', at: record.createdAt }]
      : record.status === 'drawing'
        ? [
            { key: 'draw', status: 'current', at: null },
            { key: 'won', status: 'upcoming', at: null },
          ]
        : [
            { key: 'draw', status: 'done', at: record.drawnAt },
            { key: record.status === 'notWon' ? 'notWon' : 'won', status: 'done', at: record.drawnAt },
          ];
  if (record.status === 'notWon') return [subscribed, ...outcome];
  const settlement: RecordStep =
    record.status === 'paid'
      ? { key: 'paid', status: 'done', at: record.paidAt }
      : record.status === 'waived'
        ? { key: 'waived', status: 'failed', at: record.waivedAt }
        : { key: 'pay', status: record.status === 'drawing' ? 'upcoming' : 'current', at: null };
  return [subscribed, ...outcome, settlement];
}

/** The pay button's deadline: a due allotment (won or placed) with its deadline, else null. */
export function payDeadlineOf(record: NewShareRecord): string | null {
  return isPayable(record.status) ? record.payDeadline : null;
}

/** Whether the offering's screen offers to withdraw the user's subscription now (the domain's rule). */
export function canWithdraw(record: NewShareRecord, offering: NewShare, nowMs: number): boolean {
  return isCancellable(record.status, nowMs, Date.parse(offering.subscribeEnd));
}

/** A drawn record whose draw the user can check: a drawn kind, after its draw. */
export function isVerifiable(record: Pick<NewShareRecord, 'kind' | 'drawnAt'>): boolean {
  return isDrawnKind(record.kind) && record.drawnAt !== null;
}

/** The subscribe form as typed (a type, not an interface: the form hook indexes it). */
export type SubscribeValues = {
  lots: number;
  /** Auctions: the bid per share, as typed. */
  bidPrice: string;
  /** Placements: the level chosen, '' until one is. */
  level: string;
  autoPay: boolean;
  fundPassword: string;
};

export const initialSubscription = (offering: Pick<NewShare, 'kind' | 'minLots' | 'issuePrice'>): SubscribeValues => ({
  lots: Math.max(1, offering.minLots),
  bidPrice: offering.kind === 'auction' ? offering.issuePrice : '',
  level: '',
  autoPay: false,
  fundPassword: '',
});

/** The price per share the form freezes, or null while an auction's bid is not a price yet. */
export function priceOf(offering: Pick<NewShare, 'kind' | 'issuePrice'>, bidPrice: string): string | null {
  if (offering.kind === 'auction' && checkPrice('bidPrice', bidPrice) !== null) return null;
  return subscriptionPrice(offering, offering.kind === 'auction' ? bidPrice : undefined);
}

/** The `newShare/subscribe` body of the form (without its request id). */
export function subscribeRequest(
  offering: Pick<NewShare, 'id' | 'kind'>,
  values: SubscribeValues,
): Omit<RequestOf<'newShare/subscribe'>, 'requestId'> {
  return {
    newShareId: offering.id,
    lots: values.lots,
    ...(offering.kind === 'placement' && values.level !== '' ? { level: Number(values.level) } : {}),
    ...(offering.kind === 'auction' ? { bidPrice: values.bidPrice } : {}),
    autoPay: values.autoPay,
    fundPassword: values.fundPassword || undefined,
  };
}

/** The odds and cost card of a subscription of `lots` at `price` (products.md §2 "Odds and cost"). */
export interface SubscriptionFigures {
  /** What the subscription freezes. */
  amount: string;
  /** Until when the money stays frozen when nothing is allotted (the draw), or at most (the deadline). */
  frozenUntil: string;
  frozenDays: number;
  /** The draw's odds at the demand so far; null for a placement (allotted at once, by level). */
  odds: AllotmentOdds | null;
  /** The demand so far, in times subscribed. */
  subscriptionRatio: string;
  /** The listing price and premium at which selling at once pays back the price and the sale's costs. */
  breakEven: { price: string; premiumPct: string };
}

export function subscriptionFigures(detail: Detail, lots: number, price: string, nowMs: number): SubscriptionFigures {
  const { offering, demand, costs, draw } = detail;
  const shares = lots * offering.lotSize;
  const frozenUntil = costs.refundAt ?? costs.payDeadline;
  return {
    amount: newShareAmount(lots, offering.lotSize, price, offering.currency),
    frozenUntil,
    frozenDays: frozenDays(nowMs, Date.parse(frozenUntil)),
    odds: draw ? allotmentOdds(lots, demand.groups, draw.lotsOffered) : null,
    subscriptionRatio: demand.subscriptionRatio,
    breakEven:
      price === offering.issuePrice
        ? { price: costs.breakEvenPrice, premiumPct: costs.breakEvenPremiumPct }
        : breakEvenPremium({ price, shares, feePct: costs.feePct, stampTaxPct: costs.stampTaxPct }),
  };
}

/**
 * The subscribe form's own words for a refusal, where the shared text would say less: the waiver
 * bar and until when (its `until` would otherwise read as a guessing brake), the minimum lots, the
 * lots a placement still has. Null: the shared text.
 */
export function subscribeIssueText(
  key: string,
  params: unknown,
): { key: string; values: Record<string, string | number> } | null {
  const data = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  if (key === 'error.subscribe.failed' && data.reason === 'waiverBar' && typeof data.until === 'string') {
    return { key: 'newShare.rule.barred', values: { time: data.until } };
  }
  if (key === 'error.quantity.belowMinimum' && typeof data.min === 'number') {
    return { key: 'newShare.subscribe.minLots', values: { count: data.min } };
  }
  if (key === 'error.allocation.failed' && typeof data.max === 'number') {
    return { key: 'newShare.subscribe.lotsLeftError', values: { max: data.max } };
  }
  return null;
}

/** The waiver window in months as people say it (365 days → 12), for the waiver texts. */
export const monthsOfDays = (days: number) => Math.round(days / 30.4);
