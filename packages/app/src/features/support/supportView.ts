import type { SupportMessage, SupportMessages } from '@broker/contract';

/**
 * View rules of the support centre: how the pages the server sends become the one conversation
 * on screen. The server orders the messages; the screen only joins its pages.
 */

/** The conversation on screen: every message known so far, oldest first, and whether older ones exist. */
export interface ConversationView {
  messages: SupportMessage[];
  hasEarlier: boolean;
}

export const emptyConversation: ConversationView = { messages: [], hasEarlier: false };

/**
 * Joins the newest page (read every few seconds) to what the screen shows. The page replaces the
 * known messages from its first one on (it has their newest state, read markers included), and
 * the older ones stay. When the page does not reach back to anything known — more messages came
 * than a page holds while the screen was hidden — the screen starts again from the page, so that
 * it never shows a conversation with a hole in it; the earlier ones load again on request.
 */
export function withLatest(known: ConversationView, latest: SupportMessages): ConversationView {
  const first = latest.items[0];
  if (!first) return known.messages.length === 0 ? { messages: [], hasEarlier: latest.hasMore } : known;
  const at = known.messages.findIndex((message) => message.id === first.id);
  if (at < 0) return { messages: latest.items, hasEarlier: latest.hasMore };
  return { messages: [...known.messages.slice(0, at), ...latest.items], hasEarlier: known.hasEarlier };
}

/** Puts an older page (read by the cursor of the oldest known message) before what the screen shows. */
export function withEarlier(known: ConversationView, earlier: SupportMessages): ConversationView {
  const ids = new Set(known.messages.map((message) => message.id));
  return {
    messages: [...earlier.items.filter((message) => !ids.has(message.id)), ...known.messages],
    hasEarlier: earlier.hasMore,
  };
}

/** The newest of customer service's messages the user has not read yet (to mark read up to it), or null. */
export function newestUnreadAnswer(messages: readonly SupportMessage[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.author === 'operator' && message.readAt === null) return message.id;
  }
  return null;
}
