import { useCallback } from 'react';
import { usePagedList, type PagedList } from '@broker/ui';
import type { EndpointPath, RequestOf, ResponseOf } from '@broker/contract';
import { apiPost } from './client.ts';

/** The endpoints that answer one page of records: `{page, size}` in, `{items, total, size}` out. */
export type PagedPath = {
  [P in EndpointPath]: RequestOf<P> extends { page?: number; size?: number }
    ? ResponseOf<P> extends { items: readonly unknown[]; total: number; size: number }
      ? P
      : never
    : never;
}[EndpointPath];

type ItemOf<P extends PagedPath> = ResponseOf<P> extends { items: readonly (infer I)[] } ? I : never;
type QueryOf<P extends PagedPath> = Omit<RequestOf<P>, 'page' | 'size' | 'requestId'>;

/**
 * Paged records of one endpoint for the kit's `RecordsList`: the screen gives the query without
 * page and size; a changed query (compared by value) starts the list again, empty, from the
 * first page, as a newly mounted list would.
 */
export function useApiPagedList<P extends PagedPath>(path: P, query: QueryOf<P>, size: number): PagedList<ItemOf<P>> {
  const queryKey = JSON.stringify(query);
  const loadPage = useCallback(
    async (page: number) => {
      const result = (await apiPost(path, { ...(JSON.parse(queryKey) as QueryOf<P>), page, size } as RequestOf<P>)) as {
        items: ItemOf<P>[];
        total: number;
        size: number;
      };
      return { items: result.items, hasMore: page * result.size < result.total };
    },
    [path, queryKey, size],
  );
  return usePagedList<ItemOf<P>>({ loadPage, resetKey: `${path}|${size}|${queryKey}` });
}
