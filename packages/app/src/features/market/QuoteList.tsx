import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuoteRowSkeleton, RecordsList, type PagedList } from '@broker/ui';
import type { Quote } from '@broker/contract';
import { StockRow } from './StockRow.tsx';
import { useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import * as styles from './market.css.ts';

export interface QuoteListProps {
  /** The list's accessible name. */
  label: string;
  /** The paged quotes (a feature's `useApiPagedList` hook). */
  list: PagedList<Quote>;
  /** What an empty list shows. */
  empty: ReactNode;
  onOpen?: (quote: Quote) => void;
  /** A row of its own (e.g. with a watch toggle); a live StockRow by default. */
  renderItem?: (quote: Quote) => ReactNode;
  /** Skeleton rows while the first page loads (8). */
  skeletonRows?: number;
  /** Pull-to-refresh and a retry when the device comes back online (true). */
  refreshable?: boolean;
}

const quoteKey = (quote: Quote) => quote.stockId;

/**
 * A paged list of live quotes: skeleton rows in the rows' shape while the first page loads,
 * pull-to-refresh (a refresh button for keyboards), more pages near the end or on "load more",
 * an error with a retry, and a retry by itself when the device comes back online.
 */
export function QuoteList({
  label,
  list,
  empty,
  onOpen,
  renderItem,
  skeletonRows = 8,
  refreshable = true,
}: QuoteListProps) {
  const { t } = useTranslation();
  const { retry } = list;
  useRetryWhenOnline(refreshable ? retry : undefined);
  const stockRow = useCallback((quote: Quote) => <StockRow quote={quote} onOpen={onOpen} />, [onOpen]);
  return (
    <div className={styles.bleed}>
      {list.status === 'loading' && list.items.length === 0 ? (
        <QuoteRowSkeleton rows={skeletonRows} label={t('common.loading')} />
      ) : null}
      <RecordsList
        label={label}
        list={list}
        renderItem={renderItem ?? stockRow}
        itemKey={quoteKey}
        estimateSize={64}
        skeletonRows={0}
        onRefresh={refreshable ? list.refresh : undefined}
        empty={empty}
      />
    </div>
  );
}
