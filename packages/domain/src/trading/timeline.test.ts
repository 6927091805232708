import { describe, expect, it } from 'vitest';
import type { MilestonePosition } from './timeline.ts';
import { compareTimeline, positionMilestones, timelineKinds, timelineMoneyKinds } from './timeline.ts';

const position: MilestonePosition = {
  status: 'locked',
  createdAt: '2024-07-01T10:00:00Z',
  openedAt: '2024-07-01T10:00:00Z',
  lockUntil: '2024-07-02T07:00:00Z',
  closeRequestedAt: null,
  closedAt: null,
  cancelledAt: null,
};

describe('timeline', () => {
  it('orders entries by time, then by the life of a position', () => {
    const entries = [
      { kind: 'fee' as const, at: '2024-07-01T10:00:00Z' },
      { kind: 'stampTax' as const, at: '2024-07-03T10:00:00Z' },
      { kind: 'closed' as const, at: '2024-07-03T10:00:00Z' },
      { kind: 'filled' as const, at: '2024-07-01T10:00:00Z' },
      { kind: 'managementFee' as const, at: '2024-07-01T15:30:00Z' },
    ];
    expect([...entries].sort(compareTimeline).map((entry) => entry.kind)).toEqual([
      'filled',
      'fee',
      'managementFee',
      'closed',
      'stampTax',
    ]);
    for (const kind of timelineMoneyKinds) expect(timelineKinds).toContain(kind);
  });
});

describe('positionMilestones', () => {
  it('shows a pending order waiting for its fill', () => {
    expect(
      positionMilestones({ ...position, status: 'pending', openedAt: null, lockUntil: null }).map(
        (step) => `${step.key}:${step.state}`,
      ),
    ).toEqual(['ordered:done', 'filled:current', 'unlocked:upcoming', 'closed:upcoming']);
  });

  it('shows a running lock with its end', () => {
    expect(positionMilestones(position)).toEqual([
      { key: 'ordered', state: 'done', at: '2024-07-01T10:00:00Z' },
      { key: 'filled', state: 'done', at: '2024-07-01T10:00:00Z' },
      { key: 'unlocked', state: 'current', at: '2024-07-02T07:00:00Z' },
      { key: 'closed', state: 'upcoming', at: null },
    ]);
  });

  it('shows a close asked outside hours, then done', () => {
    const closing = { ...position, status: 'closing' as const, closeRequestedAt: '2024-07-02T18:00:00Z' };
    expect(positionMilestones(closing).map((step) => `${step.key}:${step.state}`)).toEqual([
      'ordered:done',
      'filled:done',
      'unlocked:done',
      'closeRequested:current',
      'closed:upcoming',
    ]);
    const closed = { ...closing, status: 'closed' as const, closedAt: '2024-07-03T07:00:00Z' };
    expect(positionMilestones(closed).slice(3)).toEqual([
      { key: 'closeRequested', state: 'done', at: '2024-07-02T18:00:00Z' },
      { key: 'closed', state: 'done', at: '2024-07-03T07:00:00Z' },
    ]);
  });

  it('ends a cancelled order at its cancellation', () => {
    const cancelled = {
      ...position,
      status: 'cancelled' as const,
      openedAt: null,
      cancelledAt: '2024-07-01T15:30:00Z',
    };
    expect(positionMilestones(cancelled)).toEqual([
      { key: 'ordered', state: 'done', at: '2024-07-01T10:00:00Z' },
      { key: 'cancelled', state: 'done', at: '2024-07-01T15:30:00Z' },
    ]);
  });
});
