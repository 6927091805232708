import type { User } from '@broker/contract';
import { storageKeys } from '@broker/domain';
import { liveQuotes } from '../live/index.ts';
import { sessionStore } from '../session/sessionStore.ts';
import { userFixture } from './fixtures.ts';

/**
 * A signed-in session in local storage, as after login, with no notice read yet; returns the
 * sign-out. For a story's `beforeEach: () => signIn()` and a test's `beforeEach(() => signIn())`
 * (both run the returned cleanup afterwards). The cleanup also resets the app's one live-quotes
 * client, so that no stream or quote of one story or test is left for the next.
 */
export function signIn(user: Pick<User, 'account' | 'id'> = userFixture): () => void {
  localStorage.removeItem(storageKeys.readMsg);
  sessionStore.signIn({ token: 'token-story', account: user.account, id: user.id, realName: null });
  return () => {
    liveQuotes.reset();
    sessionStore.signOut();
    localStorage.removeItem(storageKeys.readMsg);
  };
}
