import type { PositionStatus } from '../status/statuses.ts';

/**
 * What a position's timeline (`trade/timeline`) lists, oldest first: the events of its life and
 * every money line booked on it. Events: ordered, filled, unlocked (the sell lock ran out),
 * closeRequested (a close asked outside trading hours), closeWithdrawn, closed, cancelled,
 * expired (a day order that did not fill), stopOut, marginWarning (the account's margin level
 * crossed 80 % or 65 %). Money lines: fee (opening), closeFee, stampTax, managementFee (one per
 * daily accrual), dividend (paymentInLieu while the shares were lent), bonusShares, nbp (negative
 * balance protection).
 */
export const timelineKinds = [
  'ordered',
  'filled',
  'fee',
  'unlocked',
  'managementFee',
  'dividend',
  'paymentInLieu',
  'bonusShares',
  'marginWarning',
  'closeRequested',
  'closeWithdrawn',
  'stopOut',
  'closed',
  'closeFee',
  'stampTax',
  'nbp',
  'cancelled',
  'expired',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** The money lines among the kinds: they carry an amount (signed, as the wallet saw it). */
export const timelineMoneyKinds = [
  'fee',
  'managementFee',
  'dividend',
  'paymentInLieu',
  'bonusShares',
  'closeFee',
  'stampTax',
  'nbp',
] as const satisfies readonly TimelineKind[];

/**
 * Orders two timeline entries: by time, and at the same instant in the order of a position's
 * life (`timelineKinds`): a fill before its fee, a close before its close fee and stamp tax.
 */
export function compareTimeline(a: { kind: TimelineKind; at: string }, b: { kind: TimelineKind; at: string }): number {
  const byTime = Date.parse(a.at) - Date.parse(b.at);
  return byTime === 0 ? timelineKinds.indexOf(a.kind) - timelineKinds.indexOf(b.kind) : byTime;
}

export const milestoneKeys = ['ordered', 'filled', 'unlocked', 'closeRequested', 'closed', 'cancelled'] as const;
export type MilestoneKey = (typeof milestoneKeys)[number];
export type MilestoneState = 'done' | 'current' | 'upcoming';

export interface Milestone {
  key: MilestoneKey;
  state: MilestoneState;
  /** When it happened or, for the lock, when it runs out (API time); null when not known yet. */
  at: string | null;
}

export interface MilestonePosition {
  status: PositionStatus;
  createdAt: string;
  openedAt: string | null;
  lockUntil: string | null;
  closeRequestedAt: string | null;
  closedAt: string | null;
  cancelledAt: string | null;
}

/**
 * The steps of a position for its detail screen: order → fill → lock runs out → (close asked
 * outside hours) → closed, each done, current or upcoming; a cancelled order is ordered →
 * cancelled. The lock's step carries its unlock time while it runs.
 */
export function positionMilestones(position: MilestonePosition): Milestone[] {
  const { status } = position;
  const ordered: Milestone = { key: 'ordered', state: 'done', at: position.createdAt };
  if (status === 'cancelled') return [ordered, { key: 'cancelled', state: 'done', at: position.cancelledAt }];
  const pending = status === 'pending';
  const steps: Milestone[] = [
    ordered,
    { key: 'filled', state: pending ? 'current' : 'done', at: position.openedAt },
    {
      key: 'unlocked',
      state: pending ? 'upcoming' : status === 'locked' ? 'current' : 'done',
      at: position.lockUntil,
    },
  ];
  if (position.closeRequestedAt !== null) {
    steps.push({
      key: 'closeRequested',
      state: status === 'closing' ? 'current' : 'done',
      at: position.closeRequestedAt,
    });
  }
  steps.push({ key: 'closed', state: status === 'closed' ? 'done' : 'upcoming', at: position.closedAt });
  return steps;
}
