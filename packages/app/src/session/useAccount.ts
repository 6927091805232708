import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from '@broker/ui';
import { LOGOUT_REDIRECT_MS, markRead, storageKeys, unreadCount, type Market } from '@broker/domain';
import { apiPost } from '../api/client.ts';
import { useApiQuery } from '../api/hooks.ts';
import { paths } from '../routes/paths.ts';
import { sessionStore, useSession } from './sessionStore.ts';

/** The signed-in user (`user/info`), shared by the header, the account centre and the settings. */
export function useUserInfo() {
  const { loggedIn } = useSession();
  return useApiQuery('user/info', loggedIn ? {} : null);
}

/**
 * The account's money computed once on the server (`user/summary`), in its base currency and per
 * currency: what the wallet, the trade tab, the account centre and the header all show (issue
 * #26: one truth about the user's money).
 */
export function useAccountSummary() {
  const { loggedIn } = useSession();
  return useApiQuery('user/summary', loggedIn ? {} : null);
}

/** Notices of a market (default usd, as the specification says) plus the global ones. */
export function useNotices(market: Market = 'usd') {
  const { loggedIn } = useSession();
  return useApiQuery('user/notice', loggedIn ? { type: market } : null);
}

// readMsg in local storage: the ids of the notices already read (specification §3). The ids are
// read from storage whenever it changed, not kept apart from it: a 401 clears the storage (all but
// the language) in this tab, and the notices are unread again at once, not after a reload.
const readListeners = new Set<() => void>();
let readRaw: string | null | undefined;
let readSnapshot: string[] = [];

function storedReadMsg(): string | null {
  try {
    return localStorage.getItem(storageKeys.readMsg);
  } catch {
    return null;
  }
}

function readIds(): string[] {
  const raw = storedReadMsg();
  if (raw !== readRaw) {
    readRaw = raw;
    readSnapshot = parseReadIds(raw);
  }
  return readSnapshot;
}

function parseReadIds(raw: string | null): string[] {
  try {
    const parsed = JSON.parse(raw ?? '{}') as { ids?: unknown };
    return Array.isArray(parsed.ids) ? parsed.ids.map(String) : [];
  } catch {
    return [];
  }
}

function subscribeRead(listener: () => void) {
  readListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    readListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Marks a notice read on this device (opening its detail does it). */
export function markNoticeRead(id: string): void {
  const next = markRead(readIds(), id);
  localStorage.setItem(storageKeys.readMsg, JSON.stringify({ ids: next }));
  for (const listener of readListeners) listener();
}

export function useReadNoticeIds(): string[] {
  return useSyncExternalStore(subscribeRead, readIds);
}

/** How many fetched notices are unread: the red dot shows when above 0. */
export function useUnreadCount(market: Market = 'usd'): number {
  const { data } = useNotices(market);
  const read = useReadNoticeIds();
  return data
    ? unreadCount(
        data.map((notice) => notice.id),
        read,
      )
    : 0;
}

/**
 * Logout: revoke the session on the server, remove the session items, then open /login/login
 * after 1000 ms (specification §4). The local logout happens even when the server is unreachable.
 */
export function useLogout() {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(async () => {
    await apiPost('user/logout', {}).catch(() => undefined);
    sessionStore.signOut();
    toast.show(t('account.loggedOut'), { tone: 'positive' });
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_MS));
    navigate(paths.login.login, { replace: true });
  }, [navigate, toast, t]);
}
