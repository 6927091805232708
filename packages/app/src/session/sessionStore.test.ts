import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { sessionStore, useSession } from './sessionStore.ts';

describe('session store', () => {
  // The store is one per worker: a file before this one may have signed in.
  beforeEach(() => sessionStore.signOut());

  it('signs in and out, keeping what is not a session item', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.loggedIn).toBe(false);
    localStorage.setItem('lang', 'de');
    localStorage.setItem('searchHistory', '[]');
    act(() => sessionStore.signIn({ token: 't', account: 'alice', id: '42', realName: 'Alice' }));
    expect(result.current).toMatchObject({ loggedIn: true, account: 'alice', id: '42', realName: 'Alice' });
    act(() => sessionStore.signOut());
    expect(result.current.loggedIn).toBe(false);
    expect(localStorage.getItem('tokend')).toBeNull();
    expect(localStorage.getItem('realname')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('de');
    expect(localStorage.getItem('searchHistory')).toBe('[]');
  });

  it('clears everything but the language after a 401', () => {
    localStorage.setItem('lang', 'ko');
    localStorage.setItem('readMsg', '{"ids":["1"]}');
    sessionStore.signIn({ token: 't', account: 'bob', id: '7' });
    sessionStore.clearAfterUnauthorized();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('lang')).toBe('ko');
    expect(sessionStore.getSnapshot().loggedIn).toBe(false);
  });
});
