import { describe, expect, it } from 'vitest';
import { canTransition, nextStatuses } from '../status/transitions.ts';
import * as s from './status.ts';

describe('position lifecycle', () => {
  it('is the registry’s position entity', () => {
    expect(nextStatuses('position', 'pending')).toEqual(['holding', 'locked', 'cancelled']);
    expect(nextStatuses('position', 'closing')).toEqual(['closed', 'holding']);
    expect(canTransition('position', 'locked', 'closed')).toBe(true);
    expect(canTransition('position', 'closed', 'holding')).toBe(false);
    expect(canTransition('margin', 'applied', 'notApplied')).toBe(true);
  });

  it('fills into a lock, and a lock runs out by time', () => {
    expect(s.statusAfterFill(11, 10)).toBe('locked');
    expect(s.statusAfterFill(10, 10)).toBe('holding');
    expect(s.positionStatusAt('locked', 10, 10)).toBe('holding');
    expect(s.positionStatusAt('locked', null, 10)).toBe('holding');
    expect(s.positionStatusAt('locked', 11, 10)).toBe('locked');
    expect(s.positionStatusAt('pending', 0, 10)).toBe('pending');
  });

  it('closes in hours, waits outside them, and cancels or withdraws', () => {
    expect(s.statusAfterClose(true)).toBe('closed');
    expect(s.statusAfterClose(false)).toBe('closing');
    expect(s.statusAfterCancel('pending')).toBe('cancelled');
    expect(s.statusAfterCancel('closing')).toBe('holding');
    expect(s.isOpenPosition('closing')).toBe(true);
    expect(s.isOpenPosition('pending')).toBe(false);
    for (const from of s.openPositionStatuses) expect(canTransition('position', from, 'closed')).toBe(true);
  });
});

describe('margin lifecycle', () => {
  it('applies, is reviewed and ends', () => {
    expect(s.canApplyForMargin('notApplied')).toBe(true);
    expect(s.canApplyForMargin('ended')).toBe(true);
    expect(s.canApplyForMargin('applied')).toBe(false);
    expect(s.marginAfterReview('approve')).toBe('activated');
    expect(s.marginAfterReview('reject')).toBe('notApplied');
    expect(s.canEndMargin('activated')).toBe(true);
    expect(s.canEndMargin('applied')).toBe(false);
    for (const decision of ['approve', 'reject'] as const) {
      expect(canTransition('margin', 'applied', s.marginAfterReview(decision))).toBe(true);
    }
  });

  it('offers leverage above 1 only while activated', () => {
    expect(s.leveragesFor('activated', [1, 2, 5])).toEqual([1, 2, 5]);
    expect(s.leveragesFor('applied', [1, 2, 5])).toEqual([1]);
  });
});
