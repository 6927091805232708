import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuoteRowSkeleton, RecordsList, usePagedList } from '@broker/ui';
import type { Quote } from '@broker/contract';
import { StockRow } from './StockRow.tsx';
import { useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import * as styles from './market.css.ts';

export interface QuotePage {
  items: Quote[];
  hasMore: boolean;
}

export interface QuoteListProps {
  /** The list's accessible name. */
  label: string;
  /** Loads one page (1-based). Give the list a `key` that changes with what it loads. */
  loadPage: (page: number) => Promise<QuotePage>;
  /** What an empty list shows. */
  empty: ReactNode;
  onOpen?: (quote: Quote) => void;
}

const quoteKey = (quote: Quote) => quote.stockId;

/**
 * A paged list of live quotes: skeleton rows in the rows' shape while the first page loads,
 * pull-to-refresh (a refresh button for keyboards), more pages near the end or on "load more",
 * an error with a retry, and a retry by itself when the device comes back online.
 */
export function QuoteList({ label, loadPage, empty, onOpen }: QuoteListProps) {
  const { t } = useTranslation();
  const list = usePagedList<Quote>({ loadPage });
  const { retry } = list;
  useRetryWhenOnline(retry);
  const renderItem = useCallback((quote: Quote) => <StockRow quote={quote} onOpen={onOpen} />, [onOpen]);
  return (
    <div className={styles.bleed}>
      {list.status === 'loading' && list.items.length === 0 ? (
        <QuoteRowSkeleton rows={8} label={t('common.loading')} />
      ) : null}
      <RecordsList
        label={label}
        list={list}
        renderItem={renderItem}
        itemKey={quoteKey}
        estimateSize={64}
        skeletonRows={0}
        onRefresh={list.refresh}
        empty={empty}
      />
    </div>
  );
}
