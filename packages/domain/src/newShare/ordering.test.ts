import { describe, expect, it } from 'vitest';
import { compareNewShares, type OrderedNewShare } from './ordering.ts';

const offering = (id: string, status: OrderedNewShare['status'], subscribeEnd: string): OrderedNewShare => ({
  id,
  status,
  subscribeEnd,
});

describe('compareNewShares', () => {
  it('puts open first, then upcoming, closed and listed', () => {
    const sorted = [
      offering('a', 'listed', '2026-11-01T16:00:00Z'),
      offering('b', 'closed', '2026-11-20T16:00:00Z'),
      offering('c', 'upcoming', '2026-11-30T16:00:00Z'),
      offering('d', 'open', '2026-11-25T16:00:00Z'),
    ].sort(compareNewShares);
    expect(sorted.map((item) => item.status)).toEqual(['open', 'upcoming', 'closed', 'listed']);
  });

  it('orders what can still be subscribed to by the soonest deadline, the rest by the latest', () => {
    const open = [offering('a', 'open', '2026-11-27T16:00:00Z'), offering('b', 'open', '2026-11-24T16:00:00Z')];
    expect(open.sort(compareNewShares).map((item) => item.id)).toEqual(['b', 'a']);
    const upcoming = [
      offering('a', 'upcoming', '2026-12-04T16:00:00Z'),
      offering('b', 'upcoming', '2026-12-01T16:00:00Z'),
    ];
    expect(upcoming.sort(compareNewShares).map((item) => item.id)).toEqual(['b', 'a']);
    const past = [
      offering('a', 'listed', '2026-10-01T16:00:00Z'),
      offering('b', 'listed', '2026-11-01T16:00:00Z'),
      offering('c', 'closed', '2026-11-10T16:00:00Z'),
      offering('d', 'closed', '2026-11-20T16:00:00Z'),
    ];
    expect(past.sort(compareNewShares).map((item) => item.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('breaks ties by id, so that the order is total', () => {
    const end = '2026-11-24T16:00:00Z';
    const tied = [offering('b', 'closed', end), offering('a', 'closed', end), offering('c', 'closed', end)];
    expect(tied.sort(compareNewShares).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(compareNewShares(offering('a', 'open', end), offering('a', 'open', end))).toBe(0);
  });
});
