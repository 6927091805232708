import { useSyncExternalStore } from 'react';
import { isLoggedIn, keysRemovedOnLogout, keysToClearOnUnauthorized, storageKeys } from '@broker/domain';

/** The session as the app knows it: the local-storage items of specification §3. */
export interface SessionSnapshot {
  token: string | null;
  account: string | null;
  id: string | null;
  realName: string | null;
  loggedIn: boolean;
}

export interface SignedInSession {
  token: string;
  account: string;
  id: string;
  realName?: string | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = read();

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function read(): SessionSnapshot {
  const token = safeGet(storageKeys.token);
  const account = safeGet(storageKeys.account);
  return {
    token,
    account,
    id: safeGet(storageKeys.id),
    realName: safeGet(storageKeys.realName),
    loggedIn: isLoggedIn(token, account),
  };
}

function changed(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

/**
 * tokend and account are loaded at start and kept in step with local storage (specification §3),
 * also when another tab logs in or out.
 */
export const sessionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = () => changed();
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  getSnapshot: (): SessionSnapshot => snapshot,
  signIn(session: SignedInSession): void {
    localStorage.setItem(storageKeys.token, session.token);
    localStorage.setItem(storageKeys.account, session.account);
    localStorage.setItem(storageKeys.id, session.id);
    if (session.realName) localStorage.setItem(storageKeys.realName, session.realName);
    else localStorage.removeItem(storageKeys.realName);
    changed();
  },
  setRealName(realName: string): void {
    localStorage.setItem(storageKeys.realName, realName);
    changed();
  },
  /** Logout removes the session items only (api.md §7 C6). */
  signOut(): void {
    for (const key of keysRemovedOnLogout) localStorage.removeItem(key);
    changed();
  },
  /** A 401 clears local storage but the language (api.md §7 C6). */
  clearAfterUnauthorized(): void {
    const present = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key !== null,
    );
    for (const key of keysToClearOnUnauthorized(present)) localStorage.removeItem(key);
    changed();
  },
};

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}
