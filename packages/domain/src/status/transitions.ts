import { newShareRecordTransitions } from '../newShare/status.ts';
import { marginTransitions, positionTransitions } from '../trading/status.ts';
import type { StatusEntity, StatusOf } from './statuses.ts';

type Transitions = { readonly [E in StatusEntity]: readonly (readonly [StatusOf<E>, StatusOf<E>])[] };

const review = [
  ['pending', 'approved'],
  ['pending', 'rejected'],
] as const;

/**
 * Allowed status changes (api.md §3), as data. Time-driven states may skip a step when a sweep
 * runs late (an offering can go from upcoming straight to closed), so those jumps are listed too.
 */
export const transitions = {
  realName: [
    ['none', 'reviewing'],
    ['rejected', 'reviewing'],
    ['reviewing', 'verified'],
    ['reviewing', 'rejected'],
  ],
  deposit: review,
  withdrawal: review,
  loan: review,
  intraday: review,
  // The trading slice's entities keep their lifecycles with the slice (trading/status.ts).
  position: positionTransitions,
  newShare: [
    ['upcoming', 'open'],
    ['upcoming', 'closed'],
    ['upcoming', 'listed'],
    ['open', 'closed'],
    ['open', 'listed'],
    ['closed', 'listed'],
  ],
  // The new-share slice keeps its subscriptions' lifecycle (newShare/status.ts).
  newShareRecord: newShareRecordTransitions,
  copyRecord: [
    ['notStarted', 'running'],
    ['notStarted', 'ended'],
    ['running', 'ended'],
  ],
  aiRecord: [
    ['waiting', 'active'],
    ['active', 'ended'],
  ],
  lending: [['borrowing', 'completed']],
  margin: marginTransitions,
  restriction: [],
} as const satisfies Transitions;

/** The status a record gets when it is created (null for restriction flags). */
export const initialStatuses = {
  realName: 'none',
  deposit: 'pending',
  withdrawal: 'pending',
  loan: 'pending',
  intraday: 'pending',
  position: ['pending', 'holding', 'locked'],
  newShare: 'upcoming',
  newShareRecord: ['drawing', 'toPay'],
  copyRecord: ['notStarted', 'running'],
  aiRecord: 'waiting',
  lending: 'borrowing',
  margin: 'notApplied',
  restriction: null,
} as const;

/** True when `from → to` is an allowed change of the entity's status. */
export function canTransition<E extends StatusEntity>(entity: E, from: StatusOf<E>, to: StatusOf<E>): boolean {
  const allowed: readonly (readonly [string, string])[] = transitions[entity];
  return allowed.some(([a, b]) => a === from && b === to);
}

/** Statuses reachable in one step from `from`. */
export function nextStatuses<E extends StatusEntity>(entity: E, from: StatusOf<E>): StatusOf<E>[] {
  const allowed: readonly (readonly [string, string])[] = transitions[entity];
  return allowed.filter(([a]) => a === from).map(([, b]) => b as StatusOf<E>);
}

/** A final status has no way out (approved, closed, paid …). */
export function isFinalStatus<E extends StatusEntity>(entity: E, status: StatusOf<E>): boolean {
  return nextStatuses(entity, status).length === 0;
}
