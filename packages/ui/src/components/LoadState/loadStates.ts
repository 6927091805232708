/** What a read shows, in the order the rule decides it. */
export const loadStates = ['data', 'empty', 'error', 'loading'] as const;
export type LoadStateKind = (typeof loadStates)[number];

export interface LoadStateInput<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  isEmpty?: ((data: T) => boolean) | undefined;
}

/**
 * Which branch a read is in. Data that is there wins, also over a later error: SWR keeps the
 * last data when a revalidation fails, and the screen keeps showing it. Without data, an error
 * shows only once no request runs (a retry shows the skeleton again); otherwise the skeleton.
 */
export function loadStateOf<T>({ data, error, loading, isEmpty }: LoadStateInput<T>): LoadStateKind {
  if (data !== undefined) return isEmpty?.(data) ? 'empty' : 'data';
  if (error !== undefined && error !== null && !loading) return 'error';
  return 'loading';
}
