import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupportMessage } from '@broker/contract';
import { isSupportLink } from '@broker/domain';
import { apiPost } from '../../api/client.ts';
import { useApiMutation, usePolledQuery } from '../../api/hooks.ts';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { useSession } from '../../session/sessionStore.ts';
import {
  emptyConversation,
  newestUnreadAnswer,
  withEarlier,
  withLatest,
  type ConversationView,
} from './supportView.ts';

/** The support feature's data (docs/data.md): the conversation, its writes and the unread badge. */

/** How often an open conversation reads its newest messages (paused while the page is hidden or offline). */
export const CONVERSATION_POLL_MS = 5_000;
/** How often the header and the ball ask whether customer service has answered. */
export const UNREAD_POLL_MS = 60_000;
/** Messages per page. */
export const MESSAGES_PAGE_SIZE = 20;

const latestPage = { size: MESSAGES_PAGE_SIZE } as const;

/**
 * The conversation on screen: its newest messages, read again every 5 s while the screen is
 * visible (a failed poll is quiet: the screen keeps what it has), joined to the earlier pages the
 * user asked for (`loadEarlier`, by the cursor of the oldest message shown).
 */
export function useSupportConversation() {
  const latest = usePolledQuery('support/messages', latestPage, { intervalMs: CONVERSATION_POLL_MS, report: 'first' });
  const [shown, setShown] = useState<{ page: typeof latest.data; view: ConversationView }>({
    page: undefined,
    view: emptyConversation,
  });
  // A new newest page joins what is shown (adjusting state to a changed read, during render).
  if (latest.data !== undefined && latest.data !== shown.page) {
    setShown({ page: latest.data, view: withLatest(shown.view, latest.data) });
  }
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const oldest = shown.view.messages[0]?.id;
  const loadEarlier = useCallback(async () => {
    if (oldest === undefined) return;
    setLoadingEarlier(true);
    try {
      const earlier = await apiPost('support/messages', { ...latestPage, before: oldest });
      setShown((current) => ({ ...current, view: withEarlier(current.view, earlier) }));
    } catch {
      // Toasted by the shared client; the button stays for another try.
    } finally {
      setLoadingEarlier(false);
    }
  }, [oldest]);
  return { latest, view: shown.view, loadEarlier, loadingEarlier };
}

/** A sent message shows with the next read of the newest messages, at once. */
export const useSendSupportMessage = () => useApiMutation('support/send', { refreshes: ['support/messages'] });

/** Reading customer service's answers clears the unread dot of the header and the ball. */
export const useMarkSupportRead = () => useApiMutation('support/read', { refreshes: ['support/unread'] });

/**
 * Marks customer service's answers read once they are on screen, up to the newest shown (an
 * answer that arrives meanwhile stays unread until it is shown too). Once per answer.
 */
export function useReadAnswers(messages: readonly SupportMessage[]): void {
  const { trigger } = useMarkSupportRead();
  const newest = newestUnreadAnswer(messages);
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (newest === null || marked.current === newest) return;
    marked.current = newest;
    trigger({ upTo: newest }).catch(() => {
      marked.current = null;
    });
  }, [newest, trigger]);
}

/**
 * Whether customer service has answered something the user has not read, for the dot on the
 * header's button and the ball: asked every minute while signed in and while the app's own
 * support centre is the way to support (no external link). Never toasts.
 */
export function useSupportUnread(): number {
  const { loggedIn } = useSession();
  const { customerServiceLink } = useSiteConfig();
  const asks = loggedIn && !isSupportLink(customerServiceLink);
  const { data } = usePolledQuery('support/unread', asks ? {} : null, { intervalMs: UNREAD_POLL_MS, report: 'never' });
  return data?.unread ?? 0;
}
