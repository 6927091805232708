import type { MarginStatus, PositionStatus } from '../status/statuses.ts';

/**
 * A position's life (api.md §3, products.md §1), registered in the status registry
 * (status/transitions.ts): a market order fills at once (→ holding or locked), a limit order is
 * pending until it fills or is cancelled (by the user, or at the end of its trading day); a
 * lock ends by time (locked → holding); a close in trading hours closes, outside them it waits
 * as closing for the next session's first price and may be withdrawn until then (closing →
 * holding); a stop-out closes any open position, locked or closing ones included.
 */
export const positionTransitions = [
  ['pending', 'holding'],
  ['pending', 'locked'],
  ['pending', 'cancelled'],
  ['locked', 'holding'],
  ['locked', 'closed'],
  ['holding', 'closed'],
  ['holding', 'closing'],
  ['closing', 'closed'],
  ['closing', 'holding'],
] as const satisfies readonly (readonly [PositionStatus, PositionStatus])[];

/**
 * The account's margin (api.md §3): notApplied/ended → applied (the user passes the
 * appropriateness questionnaire and applies); applied → activated (an operator approves) or
 * notApplied (rejects); activated → ended (an operator, or expiry).
 */
export const marginTransitions = [
  ['notApplied', 'applied'],
  ['ended', 'applied'],
  ['applied', 'activated'],
  ['applied', 'notApplied'],
  ['activated', 'ended'],
] as const satisfies readonly (readonly [MarginStatus, MarginStatus])[];

/** The statuses of a position that is still open: it has margin at risk and counts in the equity. */
export const openPositionStatuses = ['holding', 'locked', 'closing'] as const satisfies readonly PositionStatus[];

export function isOpenPosition(status: PositionStatus): boolean {
  return (openPositionStatuses as readonly PositionStatus[]).includes(status);
}

/** A fill: locked while its lock runs, else holding. */
export function statusAfterFill(lockUntilMs: number, nowMs: number): 'locked' | 'holding' {
  return lockUntilMs > nowMs ? 'locked' : 'holding';
}

/** The time-driven change a read or sweep applies: a lock that has run out is holding. */
export function positionStatusAt(status: PositionStatus, lockUntilMs: number | null, nowMs: number): PositionStatus {
  return status === 'locked' && (lockUntilMs === null || lockUntilMs <= nowMs) ? 'holding' : status;
}

/** A close: at once in trading hours, else closing until the next session's first price. */
export function statusAfterClose(inTradingHours: boolean): 'closed' | 'closing' {
  return inTradingHours ? 'closed' : 'closing';
}

/** `trade/cancel`: a pending order is cancelled; a closing position's close request is withdrawn. */
export function statusAfterCancel(status: 'pending' | 'closing'): 'cancelled' | 'holding' {
  return status === 'pending' ? 'cancelled' : 'holding';
}

/** May the user apply for margin (after passing the questionnaire)? */
export function canApplyForMargin(status: MarginStatus): boolean {
  return status === 'notApplied' || status === 'ended';
}

/** An operator's decision on an application (review entity `margin`). */
export function marginAfterReview(decision: 'approve' | 'reject'): 'activated' | 'notApplied' {
  return decision === 'approve' ? 'activated' : 'notApplied';
}

/** `margin/end` ends an activated margin only (otherwise `order.notHolding`). */
export function canEndMargin(status: MarginStatus): boolean {
  return status === 'activated';
}

/** The leverages an account may use now: the list while margin is activated, else 1 only. */
export function leveragesFor(status: MarginStatus, leverages: readonly number[]): readonly number[] {
  return status === 'activated' ? leverages : [1];
}
