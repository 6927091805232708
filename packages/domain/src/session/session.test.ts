import { describe, expect, it } from 'vitest';
import {
  addToSearchHistory,
  badgeForRealNameStatus,
  hasUnread,
  isLoggedIn,
  keysRemovedOnLogout,
  keysToClearOnUnauthorized,
  markRead,
  storageKeys,
  storedLanguage,
  unreadCount,
  verificationBadge,
} from './session.ts';
import { DEFAULT_LANGUAGE, isLanguage, languages, serverDefaults } from '../constants.ts';
import type { RealNameStatus } from '../status/statuses.ts';

describe('session', () => {
  it('names the storage keys and what logout and 401 remove', () => {
    expect(storageKeys.token).toBe('tokend');
    expect(keysRemovedOnLogout).toEqual(['tokend', 'account', 'realname', 'id', 'stockDetail']);
    expect(keysToClearOnUnauthorized(Object.values(storageKeys))).toEqual([
      'tokend',
      'account',
      'realname',
      'id',
      'readMsg',
      'stockDetail',
      'searchHistory',
    ]);
  });

  it('knows when logged in', () => {
    expect(isLoggedIn('t', 'a')).toBe(true);
    expect(isLoggedIn('', 'a')).toBe(false);
    expect(isLoggedIn('t', null)).toBe(false);
    expect(isLoggedIn(undefined, 'a')).toBe(false);
    expect(isLoggedIn('t', '')).toBe(false);
  });

  it('counts unread notices', () => {
    expect(unreadCount([1, 2, 3, '3'], ['1'])).toBe(2);
    expect(hasUnread(['a'], ['a'])).toBe(false);
    expect(hasUnread(['a'], [])).toBe(true);
    expect(markRead(['1'], 2)).toEqual(['1', '2']);
    expect(markRead(['1'], '1')).toEqual(['1']);
  });

  it('maps the verification badge', () => {
    expect(verificationBadge(1)).toBe('verified');
    expect(verificationBadge(' 1')).toBe('verified');
    expect(verificationBadge('3')).toBe('rejected');
    expect(verificationBadge(2)).toBe('waiting');
    expect(verificationBadge(null)).toBe('waiting');
    const map: Record<RealNameStatus, string> = {
      none: 'waiting',
      reviewing: 'waiting',
      verified: 'verified',
      rejected: 'rejected',
    };
    for (const [status, badge] of Object.entries(map))
      expect(badgeForRealNameStatus(status as RealNameStatus)).toBe(badge);
    expect(badgeForRealNameStatus('x' as never)).toBe('x');
  });

  it('keeps a deduplicated search history', () => {
    const a = { stockId: 'a', code: 'A', name: 'Alpha' };
    const b = { stockId: 'b', code: 'B', name: 'Beta' };
    expect(addToSearchHistory([a, b], b)).toEqual([b, a]);
    expect(addToSearchHistory([a], b, 1)).toEqual([b]);
  });

  it('reads the language', () => {
    expect(storedLanguage('ko', languages, DEFAULT_LANGUAGE)).toBe('ko');
    expect(storedLanguage('fr', languages, DEFAULT_LANGUAGE)).toBe('nl');
    expect(isLanguage('zh-Hant') && !isLanguage('fr')).toBe(true);
    expect(serverDefaults.withdrawal.min).toBe('100');
  });
});
