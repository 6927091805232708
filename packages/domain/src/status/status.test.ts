import { describe, expect, it } from 'vitest';
import { isStatusOf, statusEntities, statusesByEntity } from './statuses.ts';
import type { StatusEntity, StatusOf } from './statuses.ts';
import { canTransition, initialStatuses, isFinalStatus, nextStatuses, transitions } from './transitions.ts';
import * as labels from './labels.ts';

describe('statuses', () => {
  it('lists entities and validates values', () => {
    expect(statusEntities).toContain('newShareRecord');
    expect(isStatusOf('position', 'closing')).toBe(true);
    expect(isStatusOf('position', 'nope')).toBe(false);
    expect(isStatusOf('deposit', 1)).toBe(false);
  });

  it('transitions only between the entity’s own statuses', () => {
    for (const entity of statusEntities) {
      for (const [from, to] of transitions[entity] as readonly (readonly [string, string])[]) {
        expect(isStatusOf(entity, from) && isStatusOf(entity, to)).toBe(true);
      }
    }
  });

  it('answers transition questions', () => {
    expect(canTransition('deposit', 'pending', 'approved')).toBe(true);
    expect(canTransition('deposit', 'approved', 'rejected')).toBe(false);
    expect(canTransition('realName', 'rejected', 'reviewing')).toBe(true);
    expect(canTransition('realName', 'verified', 'reviewing')).toBe(false);
    expect(canTransition('position', 'holding', 'closing')).toBe(true);
    expect(canTransition('margin', 'activated', 'ended')).toBe(true);
    expect(canTransition('restriction', 'frozen', 'disabled')).toBe(false);
    expect(nextStatuses('newShareRecord', 'won')).toEqual(['paid', 'waived']);
    expect(isFinalStatus('deposit', 'approved')).toBe(true);
    expect(isFinalStatus('lending', 'borrowing')).toBe(false);
    expect(initialStatuses.deposit).toBe('pending');
  });

  it('every status has a tone and a label key', () => {
    for (const entity of statusEntities) {
      for (const status of statusesByEntity[entity] as readonly StatusOf<StatusEntity>[]) {
        expect(labels.tones).toContain(labels.statusTone(entity, status as never));
        expect(labels.statusLabelKey(entity, status as never)).toBe(`status.${entity}.${status}`);
        expect(labels.statusLabelKeys).toContain(`status.${entity}.${status}`);
      }
    }
    expect(labels.statusTone('deposit', 'rejected')).toBe('negative');
    expect(labels.statusTone('position', 'holding')).toBe('positive');
  });

  it('falls through exhaustive switches only for impossible values', () => {
    const odd = 'odd' as never;
    for (const tone of [
      labels.reviewTone,
      labels.realNameTone,
      labels.positionTone,
      labels.newShareTone,
      labels.newShareRecordTone,
      labels.copyRecordTone,
      labels.aiRecordTone,
      labels.lendingTone,
      labels.marginTone,
      labels.restrictionTone,
    ]) {
      expect(tone(odd)).toBe('odd');
    }
    expect(labels.statusTone(odd, odd)).toBe('odd');
  });
});
