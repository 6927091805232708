import { describe, expect, it } from 'vitest';
import { createSupportMessage } from '../../testing/factories.ts';
import { emptyConversation, newestUnreadAnswer, withEarlier, withLatest } from './supportView.ts';

const message = (n: number, overrides = {}) =>
  createSupportMessage({ id: `m${n}`, text: `bericht ${n}`, ...overrides });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const ids = (view: { messages: { id: string }[] }) => view.messages.map((item) => item.id);

describe('withLatest', () => {
  it('shows the first page as it is', () => {
    expect(withLatest(emptyConversation, { items: range(1, 3), hasMore: true })).toEqual({
      messages: range(1, 3),
      hasEarlier: true,
    });
    expect(withLatest(emptyConversation, { items: [], hasMore: false })).toEqual(emptyConversation);
  });

  it('keeps the earlier messages when the newest page moves on', () => {
    const known = { messages: range(1, 6), hasEarlier: false };
    const view = withLatest(known, { items: range(4, 8), hasMore: true });
    expect(ids(view)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8']);
    expect(view.hasEarlier).toBe(false);
  });

  it("takes the page's newer state of a message (a read marker)", () => {
    const known = { messages: range(1, 3), hasEarlier: false };
    const read = message(3, { readAt: '2026-01-05T10:00:00Z' });
    expect(withLatest(known, { items: [message(2), read], hasMore: true }).messages[2]).toEqual(read);
  });

  it('starts again from the page when it does not reach back to anything shown', () => {
    const known = { messages: range(1, 3), hasEarlier: false };
    expect(withLatest(known, { items: range(30, 31), hasMore: true })).toEqual({
      messages: range(30, 31),
      hasEarlier: true,
    });
    expect(withLatest(known, { items: [], hasMore: false })).toBe(known);
  });
});

describe('withEarlier', () => {
  it('puts an older page first, once', () => {
    const known = { messages: range(4, 6), hasEarlier: true };
    expect(withEarlier(known, { items: range(1, 4), hasMore: false })).toEqual({
      messages: range(1, 6),
      hasEarlier: false,
    });
  });
});

describe('newestUnreadAnswer', () => {
  it("finds customer service's newest unread message", () => {
    const messages = [
      message(1, { author: 'operator' }),
      message(2, { author: 'operator', readAt: '2026-01-05T10:00:00Z' }),
      message(3, { author: 'operator' }),
      message(4),
    ];
    expect(newestUnreadAnswer(messages)).toBe('m3');
    expect(newestUnreadAnswer(messages.slice(1, 2))).toBeNull();
    expect(newestUnreadAnswer([])).toBeNull();
  });
});
