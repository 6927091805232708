import type { NewShareRecordStatus } from '../status/statuses.ts';
import type { NewShareKind } from './offering.ts';

/**
 * A subscription's life (api.md §3, products.md §2), registered in the status registry
 * (status/transitions.ts): a public subscription or an auction waits for the draw (drawing →
 * won or notWon), a placement is allotted by level at once (toPay); won and toPay are paid or,
 * past the deadline, waived. A subscription withdrawn before the close is waived too — the
 * specification's "abstained" — with its withdrawal time, and does not count towards the bar.
 */
export const newShareRecordTransitions = [
  ['drawing', 'won'],
  ['drawing', 'notWon'],
  ['drawing', 'waived'],
  ['won', 'paid'],
  ['won', 'waived'],
  ['toPay', 'paid'],
  ['toPay', 'waived'],
] as const satisfies readonly (readonly [NewShareRecordStatus, NewShareRecordStatus])[];

/** The status a subscription starts in: drawn kinds wait for the draw, a placement is allotted at once. */
export function statusOnSubscribe(kind: NewShareKind): 'drawing' | 'toPay' {
  return kind === 'placement' ? 'toPay' : 'drawing';
}

/** The draw's outcome for one application. */
export function statusAfterDraw(allottedLots: number): 'won' | 'notWon' {
  return allottedLots > 0 ? 'won' : 'notWon';
}

/** Statuses whose frozen amount is still held (the money returns or is paid from them). */
export const frozenRecordStatuses = ['drawing', 'won', 'toPay'] as const satisfies readonly NewShareRecordStatus[];

export function holdsFrozen(status: NewShareRecordStatus): boolean {
  return (frozenRecordStatuses as readonly NewShareRecordStatus[]).includes(status);
}

/** Payable: allotted and not yet paid or waived. */
export function isPayable(status: NewShareRecordStatus): status is 'won' | 'toPay' {
  return status === 'won' || status === 'toPay';
}

/** May the subscriber withdraw it? Only before the subscription closes, while it waits for its draw or payment. */
export function isCancellable(status: NewShareRecordStatus, nowMs: number, subscribeEndMs: number): boolean {
  return (status === 'drawing' || status === 'toPay') && nowMs <= subscribeEndMs;
}

/** The time-driven change a read or the sweep applies: an unpaid allotment past its deadline is waived. */
export function recordStatusAt(
  status: NewShareRecordStatus,
  payDeadlineMs: number | null,
  nowMs: number,
): NewShareRecordStatus {
  return isPayable(status) && payDeadlineMs !== null && nowMs > payDeadlineMs ? 'waived' : status;
}

/**
 * The waiver bar (products.md §2): three waivers within 12 months bar new subscriptions for 180
 * days from the third. Months are counted as 365 days for the window.
 */
export const waiverBarRule = { waivers: 3, windowDays: 365, barDays: 180 } as const;

const DAY_MS = 86_400_000;

export interface WaiverBar {
  /** Waivers in the 12 months up to now (the counter shown before subscribing). */
  waiversInWindow: number;
  /** The bar's end (epoch ms) while barred; null when the account may subscribe. */
  barredUntilMs: number | null;
}

/**
 * The bar of an account at `nowMs`, from the instants of its waivers (deadlines that passed
 * unpaid; withdrawals before the close are not waivers): a waiver that is the third within 365
 * days bars until 180 days after it.
 */
export function waiverBar(waivedAtMs: readonly number[], nowMs: number, rule = waiverBarRule): WaiverBar {
  const past = waivedAtMs.filter((at) => at <= nowMs).sort((a, b) => a - b);
  const windowMs = rule.windowDays * DAY_MS;
  let barredUntilMs: number | null = null;
  for (let i = rule.waivers - 1; i < past.length; i++) {
    const until = past[i]! + rule.barDays * DAY_MS;
    if (past[i]! - past[i - rule.waivers + 1]! <= windowMs && until > nowMs) {
      barredUntilMs = Math.max(barredUntilMs ?? 0, until);
    }
  }
  return { waiversInWindow: past.filter((at) => at > nowMs - windowMs).length, barredUntilMs };
}

/** How long before an allotment's payment deadline an unpaid one is reminded of (a notice). */
export const PAYMENT_REMINDER_MS = 8 * 60 * 60 * 1000;

/**
 * When an unpaid allotment is reminded of its deadline: eight hours before it (the allotment day's
 * trading hours, for a deadline at its end), never before the allotment itself.
 */
export function paymentReminderAt(allottedAtMs: number, payDeadlineMs: number): number {
  return Math.max(allottedAtMs, payDeadlineMs - PAYMENT_REMINDER_MS);
}
