import type { NewShareStatus } from '../status/statuses.ts';

/** What ordering offerings needs: the status, the deadline (ISO time) and the id (the tie-break). */
export interface OrderedNewShare {
  status: NewShareStatus;
  subscribeEnd: string;
  id: string;
}

/** Open first, then upcoming, then waiting to list, then listed. */
const statusRank: Record<NewShareStatus, number> = { open: 0, upcoming: 1, closed: 2, listed: 3 };

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of `newShare/list` (api.md §4.8): open offerings first, then upcoming ones, each by
 * the soonest deadline ("soonest subscribeEnd first"); what is past its deadline follows (closed,
 * then listed), the latest deadline first; the id breaks ties, so the order is total and pages
 * never overlap. Deadlines are ISO times of one format, so they compare as text.
 */
export function compareNewShares(a: OrderedNewShare, b: OrderedNewShare): number {
  const byStatus = statusRank[a.status] - statusRank[b.status];
  if (byStatus !== 0) return byStatus;
  const byDeadline = compareText(a.subscribeEnd, b.subscribeEnd);
  const ascending = a.status === 'open' || a.status === 'upcoming';
  return (ascending ? byDeadline : -byDeadline) || compareText(a.id, b.id);
}
