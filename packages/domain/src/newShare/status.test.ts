import { describe, expect, it } from 'vitest';
import { canTransition, initialStatuses } from '../status/transitions.ts';
import {
  holdsFrozen,
  isCancellable,
  isPayable,
  recordStatusAt,
  statusAfterDraw,
  statusOnSubscribe,
  paymentReminderAt,
  PAYMENT_REMINDER_MS,
  waiverBar,
  waiverBarRule,
} from './status.ts';

const DAY = 86_400_000;

describe('a subscription’s life', () => {
  it('starts waiting for its draw, or allotted at once for a placement', () => {
    expect(statusOnSubscribe('subscription')).toBe('drawing');
    expect(statusOnSubscribe('auction')).toBe('drawing');
    expect(statusOnSubscribe('placement')).toBe('toPay');
    for (const kind of ['subscription', 'auction', 'placement'] as const) {
      expect(initialStatuses.newShareRecord).toContain(statusOnSubscribe(kind));
    }
  });

  it('is won with at least one lot and not won with none', () => {
    expect(statusAfterDraw(0)).toBe('notWon');
    expect(statusAfterDraw(3)).toBe('won');
    expect(canTransition('newShareRecord', 'drawing', statusAfterDraw(1))).toBe(true);
    expect(canTransition('newShareRecord', 'drawing', statusAfterDraw(0))).toBe(true);
  });

  it('holds its money frozen until it is paid, refunded or waived', () => {
    expect(['drawing', 'won', 'toPay'].every((status) => holdsFrozen(status as 'won'))).toBe(true);
    expect(['notWon', 'paid', 'waived'].some((status) => holdsFrozen(status as 'won'))).toBe(false);
    expect(isPayable('won') && isPayable('toPay')).toBe(true);
    expect(isPayable('drawing') || isPayable('paid')).toBe(false);
  });

  it('may be withdrawn until the subscription closes, and is waived when its deadline passes unpaid', () => {
    expect(isCancellable('drawing', 10, 10)).toBe(true);
    expect(isCancellable('toPay', 10, 10)).toBe(true);
    expect(isCancellable('drawing', 11, 10)).toBe(false);
    expect(isCancellable('won', 5, 10)).toBe(false);
    expect(canTransition('newShareRecord', 'drawing', 'waived')).toBe(true);
    expect(recordStatusAt('won', 100, 100)).toBe('won');
    expect(recordStatusAt('won', 100, 101)).toBe('waived');
    expect(recordStatusAt('toPay', 100, 101)).toBe('waived');
    expect(recordStatusAt('toPay', null, 101)).toBe('toPay');
    expect(recordStatusAt('paid', 100, 101)).toBe('paid');
    expect(canTransition('newShareRecord', 'won', recordStatusAt('won', 0, 1))).toBe(true);
  });
});

describe('the waiver bar', () => {
  const now = 1_000 * DAY;

  it('bars for 180 days from the third waiver within 12 months', () => {
    const third = now - 10 * DAY;
    const bar = waiverBar([now - 300 * DAY, now - 100 * DAY, third], now);
    expect(bar).toEqual({ waiversInWindow: 3, barredUntilMs: third + 180 * DAY });
    expect(waiverBar([now - 300 * DAY, now - 100 * DAY, third], third + 180 * DAY).barredUntilMs).toBeNull();
  });

  it('does not bar for two waivers, nor for three spread over more than 12 months', () => {
    expect(waiverBar([now - 20 * DAY, now - 10 * DAY], now)).toEqual({ waiversInWindow: 2, barredUntilMs: null });
    expect(waiverBar([now - 400 * DAY, now - 100 * DAY, now - 10 * DAY], now)).toEqual({
      waiversInWindow: 2,
      barredUntilMs: null,
    });
  });

  it('counts only waivers up to now, and the latest bar wins', () => {
    const spree = [now - 50 * DAY, now - 40 * DAY, now - 30 * DAY, now - 20 * DAY];
    expect(waiverBar(spree, now).barredUntilMs).toBe(now - 20 * DAY + 180 * DAY);
    expect(waiverBar([...spree, now + DAY], now).waiversInWindow).toBe(4);
    expect(waiverBarRule).toEqual({ waivers: 3, windowDays: 365, barDays: 180 });
  });
});

describe('the payment reminder', () => {
  it('comes eight hours before the deadline, never before the allotment', () => {
    const deadline = Date.parse('2026-11-25T23:00:00Z');
    expect(paymentReminderAt(Date.parse('2026-11-24T16:30:00Z'), deadline)).toBe(deadline - PAYMENT_REMINDER_MS);
    const late = Date.parse('2026-11-25T20:00:00Z');
    expect(paymentReminderAt(late, deadline)).toBe(late);
  });
});
