import { marketLimits } from '@broker/domain';

/** The search waits this long after the last keystroke before it asks (Enter asks at once). */
export const SEARCH_DEBOUNCE_MS = 300;

/** What the search sends as `keyword`: trimmed, at most 32 characters (api.md §4.5); '' asks nothing. */
export function searchKeyword(input: string): string {
  return input.trim().slice(0, marketLimits.keyword).trim();
}
