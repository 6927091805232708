import type { Language } from '../constants.ts';
import type { RealNameStatus } from '../status/statuses.ts';

/** Local-storage keys of the client (specification §3, api.md §4.5, §7 C6). */
export const storageKeys = {
  token: 'tokend',
  account: 'account',
  realName: 'realname',
  id: 'id',
  readMsg: 'readMsg',
  stockDetail: 'stockDetail',
  lang: 'lang',
  searchHistory: 'searchHistory',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Removed on logout: the session items (api.md §7 C6). */
export const keysRemovedOnLogout = [
  storageKeys.token,
  storageKeys.account,
  storageKeys.realName,
  storageKeys.id,
  storageKeys.stockDetail,
] as const satisfies readonly StorageKey[];

/** Kept when a 401 clears local storage: only the language (api.md §7 C6). */
export const keysKeptOnUnauthorized = [storageKeys.lang] as const satisfies readonly StorageKey[];

/** Which of the present local-storage keys a 401 removes (all but the language). */
export function keysToClearOnUnauthorized(presentKeys: readonly string[]): string[] {
  return presentKeys.filter((key) => !(keysKeptOnUnauthorized as readonly string[]).includes(key));
}

/** Logged in when both a token and an account are stored (specification §4). */
export function isLoggedIn(token: string | null | undefined, account: string | null | undefined): boolean {
  return typeof token === 'string' && token !== '' && typeof account === 'string' && account !== '';
}

/** The readMsg object of local storage. */
export interface ReadMessages {
  ids: string[];
}

/** Number of distinct fetched notice ids that are not in the read list. */
export function unreadCount(noticeIds: readonly (string | number)[], readIds: readonly (string | number)[]): number {
  const read = new Set(readIds.map(String));
  return new Set(noticeIds.map(String).filter((id) => !read.has(id))).size;
}

/** The red dot shows when anything is unread. */
export function hasUnread(noticeIds: readonly (string | number)[], readIds: readonly (string | number)[]): boolean {
  return unreadCount(noticeIds, readIds) > 0;
}

/** The read list with `id` added (unchanged when already there). */
export function markRead(readIds: readonly string[], id: string | number): string[] {
  const text = String(id);
  return readIds.includes(text) ? [...readIds] : [...readIds, text];
}

export const verificationBadges = ['verified', 'rejected', 'waiting'] as const;
export type VerificationBadge = (typeof verificationBadges)[number];

/** The header badge: 1 is verified, 3 rejected, anything else waiting (number or numeric string). */
export function verificationBadge(value: unknown): VerificationBadge {
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (text === '1') return 'verified';
  if (text === '3') return 'rejected';
  return 'waiting';
}

/** The badge of a real-name status: none and reviewing wait. */
export function badgeForRealNameStatus(status: RealNameStatus): VerificationBadge {
  switch (status) {
    case 'verified':
      return 'verified';
    case 'rejected':
      return 'rejected';
    case 'none':
    case 'reviewing':
      return 'waiting';
    default:
      return status satisfies never;
  }
}

/** An entry of the client-only search history (api.md §4.5). */
export interface SearchHistoryItem {
  stockId: string;
  code: string;
  name: string;
}

/** Adds a searched stock: newest first, deduplicated by stockId, at most `limit` (10) entries. */
export function addToSearchHistory(
  history: readonly SearchHistoryItem[],
  item: SearchHistoryItem,
  limit = 10,
): SearchHistoryItem[] {
  return [item, ...history.filter((entry) => entry.stockId !== item.stockId)].slice(0, limit);
}

/** Reads the stored language, falling back to the default. */
export function storedLanguage(value: unknown, languages: readonly Language[], fallback: Language): Language {
  return languages.find((language) => language === value) ?? fallback;
}
