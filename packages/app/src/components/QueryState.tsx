import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState, loadStateOf } from '@broker/ui';

/** The part of an SWR read (`useApiQuery`, a feature's api.ts hook) that decides what a screen shows. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => Promise<unknown>;
}

/** The data of each read of a list, in its place: `[User, Rates]` for `[user, rates]`. */
export type DataOfQueries<Q extends readonly QueryLike<unknown>[]> = {
  [K in keyof Q]: Q[K] extends QueryLike<infer T> ? T : never;
};

const failed = (query: QueryLike<unknown>) => query.error !== undefined && query.error !== null;

/**
 * Two or more reads a screen waits on, as one read for `QueryState`: loading while any of them
 * loads, the first failure as its error, the tuple of their data once every one has data; its
 * `mutate` (the retry) reads again each read that failed — or every one when none did.
 *
 * ```tsx
 * <QueryState query={combineQueries([stock, margin])} skeleton={…}>
 *   {([stock, margin]) => …}
 * </QueryState>
 * ```
 */
export function combineQueries<const Q extends readonly QueryLike<unknown>[]>(queries: Q): QueryLike<DataOfQueries<Q>> {
  const loaded = queries.every((query) => query.data !== undefined);
  return {
    data: loaded ? (queries.map((query) => query.data) as DataOfQueries<Q>) : undefined,
    error: queries.find(failed)?.error,
    isLoading: queries.some((query) => query.isLoading),
    mutate: () => {
      const again = queries.some(failed) ? queries.filter(failed) : queries;
      return Promise.all(again.map((query) => query.mutate()));
    },
  };
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Placeholders in the shape of the content while the first read runs. */
  skeleton: ReactNode;
  /** What went wrong, when the screen says more than the kit's "Something went wrong". */
  errorMessage?: ReactNode;
  /**
   * Puts the error in the frame the content and the skeleton have, e.g.
   * `(error) => <Card>{error}</Card>` where both are cards: a failure keeps the content's place and look.
   */
  errorFrame?: (error: ReactNode) => ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The loading, error, empty and data branches of one read (or of several: `combineQueries`), by
 * the kit's LoadState rule (data that is there wins; an error shows once no request runs, with a
 * retry that reads again; otherwise the skeleton), with the app's translated retry. docs/data.md.
 */
export function QueryState<T>({
  query,
  skeleton,
  errorMessage,
  errorFrame,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  const branch = (
    <LoadState
      data={query.data}
      error={query.error}
      loading={query.isLoading}
      skeleton={skeleton}
      onRetry={() => query.mutate()}
      retryLabel={t('common.retry')}
      errorMessage={errorMessage}
      isEmpty={isEmpty}
      empty={empty}
    >
      {children}
    </LoadState>
  );
  const failed =
    errorFrame !== undefined &&
    loadStateOf({ data: query.data, error: query.error, loading: query.isLoading, isEmpty }) === 'error';
  return failed ? errorFrame(branch) : branch;
}
