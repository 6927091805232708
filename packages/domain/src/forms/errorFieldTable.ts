import type { ErrorKey, WritePath } from '../messages/keys.ts';

/**
 * Which request field a server answer belongs to, per write path: the form shows the answer next
 * to that field (and focuses it) instead of only in the toast. Fields are the request's own
 * names (`cardId`, not the screen's "destination"): a form maps them to its controls. Answers
 * not listed here concern the whole request (the moment, the account, the balance of another
 * currency…) and are said in the form's alert. `validation.*` answers name their field in their
 * data and need no entry.
 *
 * Each slice keeps its table in `domain/src/<slice>/errorFields.ts` and adds it to the list in
 * forms/errorFields.ts (docs/slices.md).
 */
export type ErrorFieldTable = Readonly<Partial<Record<WritePath, Readonly<Partial<Record<ErrorKey, string>>>>>>;
