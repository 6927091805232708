import type { NewShareStatus } from '../status/statuses.ts';

/**
 * How a new share is offered (api.md §2 NewShare.kind): a public subscription drawn by lot, a
 * placement allotted at once by level, or an auction in which bids at or above the issue price
 * are drawn.
 */
export const newShareKinds = ['subscription', 'placement', 'auction'] as const;
export type NewShareKind = (typeof newShareKinds)[number];

/** The instants (epoch ms) an offering's status follows (api.md §3: "by time"). */
export interface NewShareTimes {
  subscribeStartMs: number;
  /** The deadline: subscribing is still possible at this very instant. */
  subscribeEndMs: number;
  /** The first trading session of the listing day opens. */
  listingMs: number;
}

/**
 * The status of an offering at `nowMs`: upcoming before the subscription opens, open up to and
 * including its deadline (as `validateNewShareSubscription` accepts), closed until the share
 * lists, listed from then on.
 */
export function newShareStatusAt(times: NewShareTimes, nowMs: number): NewShareStatus {
  if (nowMs < times.subscribeStartMs) return 'upcoming';
  if (nowMs <= times.subscribeEndMs) return 'open';
  if (nowMs < times.listingMs) return 'closed';
  return 'listed';
}
