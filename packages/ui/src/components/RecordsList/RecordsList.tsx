import { memo, useCallback, useEffect, useInsertionEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import type { PagedList, PagedListStatus } from '../../headless/usePagedList.ts';
import { useKitTexts, type KitTexts } from '../../texts/KitTexts.tsx';
import { Button } from '../Button/Button.tsx';
import { PullToRefresh } from '../PullToRefresh/PullToRefresh.tsx';
import * as styles from './RecordsList.css.ts';

export type RecordsListTexts = KitTexts['list'] & { loadMore: string };

interface RecordsListBaseProps<T> {
  /** Accessible name of the list, e.g. "Orders". */
  label: string;
  /** Renders one record. Pass a stable function (module level or useCallback) so rows are not re-rendered while scrolling. */
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  /** Estimated row height in CSS px; rows are measured once rendered. Default 56. */
  estimateSize?: number;
  /** Rows rendered beyond the window on each side. Default 6. */
  overscan?: number;
  /** Loading more starts when the last rendered row is this close to the end. Default 10. */
  loadMoreThreshold?: number;
  /** Enables pull-to-refresh (and a keyboard refresh button). */
  onRefresh?: () => Promise<void>;
  /** Shown when there are no records; default the kit's `list.empty`. */
  empty?: ReactNode;
  /** Skeleton rows while the first page loads. Default 8. */
  skeletonRows?: number;
  texts?: Partial<RecordsListTexts>;
  data?: DataAttributes;
}

/** Either a usePagedList result… */
interface ListSource<T> {
  list: PagedList<T>;
  items?: never;
  hasMore?: never;
  loadMore?: never;
}

/** …or the records with `hasMore` and a `loadMore()` that rejects on failure. */
interface PropsSource<T> {
  list?: never;
  items: readonly T[];
  hasMore: boolean;
  loadMore: () => Promise<void>;
}

export type RecordsListProps<T> = RecordsListBaseProps<T> & (ListSource<T> | PropsSource<T>);

/** Load status for the props-driven mode: one load at a time, failures kept for retry. */
function useLoadTracker(loadMore: (() => Promise<void>) | undefined) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const latest = useRef(loadMore);
  useInsertionEffect(() => {
    latest.current = loadMore;
  });
  const run = useCallback(async () => {
    const load = latest.current;
    if (busy.current || !load) return;
    busy.current = true;
    setPending(true);
    setFailed(false);
    try {
      await load();
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, failed, run };
}

interface RecordRowProps<T> {
  item: T;
  index: number;
  renderItem: (item: T, index: number) => ReactNode;
}

/** A row re-renders only when its record (or renderItem) changes, not on every scroll step. */
const RecordRow = memo(function RecordRow<T>({ item, index, renderItem }: RecordRowProps<T>) {
  return renderItem(item, index);
}) as <T>(props: RecordRowProps<T>) => ReactNode;

/**
 * A paged, windowed list of records. It follows the WINDOW's scroll (the app's screens scroll the
 * window), so only the rows near the viewport are in the DOM even with 10,000 records. Loading
 * more starts near the end; keyboard users get a "load more" button after the last row.
 */
export function RecordsList<T>(props: RecordsListProps<T>) {
  const {
    label,
    renderItem,
    itemKey,
    estimateSize = 56,
    overscan = 6,
    loadMoreThreshold = 10,
    onRefresh,
    empty,
    skeletonRows = 8,
    texts: overrides,
    data,
  } = props;
  const kit = useKitTexts();
  const texts: RecordsListTexts = {
    ...kit.list,
    loadMore: kit.list.loadMore,
    ...overrides,
  };

  const tracker = useLoadTracker(props.list ? undefined : props.loadMore);
  const items: readonly T[] = props.list ? props.list.items : props.items;
  const hasMore = props.list ? props.list.hasMore : props.hasMore;
  let status: PagedListStatus;
  if (props.list) status = props.list.status;
  else if (tracker.pending) status = props.items.length > 0 ? 'loadingMore' : 'loading';
  else if (tracker.failed) status = 'error';
  else status = props.hasMore ? 'idle' : 'done';
  const load = props.list ? props.list.loadMore : tracker.run;
  const retry = props.list ? props.list.retry : tracker.run;

  // Where the list starts in the document, for the window virtualizer; kept up to date when
  // anything above it changes size. Unknown (null) until the list is in the document: the
  // virtualizer then counts no rows, so that its pass over every record (10,000 offsets) runs
  // once, with the right margin, instead of once with 0 and again when the margin arrives.
  const [scrollMargin, setScrollMargin] = useState<number | null>(null);
  const measureRoot = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const update = () => setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // Stable callbacks: the virtualizer recomputes all row offsets (10,000 with 10,000 records)
  // whenever one of them changes identity, so they change only when the records do.
  const latestItemKey = useRef(itemKey);
  useInsertionEffect(() => {
    latestItemKey.current = itemKey;
  });
  const getItemKey = useCallback(
    (index: number) => {
      const item = items[index];
      return item === undefined ? index : latestItemKey.current(item, index);
    },
    [items],
  );
  const estimate = useCallback(() => estimateSize, [estimateSize]);
  // jsdom and hidden rows measure 0: keep the estimate then.
  const measure = useCallback(
    (element: Element) => element.getBoundingClientRect().height || estimateSize,
    [estimateSize],
  );
  // The window's size up front, so that the first render already has the visible rows.
  const [initialRect] = useState(() =>
    typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  );
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    initialRect,
    count: scrollMargin === null ? 0 : items.length,
    estimateSize: estimate,
    overscan,
    scrollMargin: scrollMargin ?? 0,
    getItemKey,
    measureElement: measure,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.length > 0 ? rows[rows.length - 1]!.index : -1;

  // Load more when the rendered rows come near the end. Once per items array, so a load that
  // brings nothing new does not loop; the button below still lets the user ask again.
  const autoLoadedFor = useRef<readonly T[] | null>(null);
  useEffect(() => {
    if (status !== 'idle' || !hasMore) return;
    if (lastRendered < items.length - 1 - loadMoreThreshold) return;
    if (autoLoadedFor.current === items) return;
    autoLoadedFor.current = items;
    void load();
  }, [status, hasMore, lastRendered, items, loadMoreThreshold, load]);

  const busy = status === 'loading' || status === 'loadingMore' || status === 'refreshing';
  const isEmpty = items.length === 0 && (status === 'done' || (status === 'idle' && !hasMore));
  let announcement = '';
  if (status === 'loading') announcement = kit.loading;
  else if (status === 'loadingMore') announcement = texts.loadingMore;
  else if (status === 'done' && items.length > 0) announcement = texts.end;

  const content = (
    <div {...buildDataAttributes(data)} ref={measureRoot} className={styles.root} data-state={status}>
      {items.length > 0 && (
        <ul
          className={styles.list}
          aria-label={label}
          aria-busy={busy || undefined}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {rows.map((row) => {
            const item = items[row.index] as T;
            return (
              <li
                key={row.key}
                ref={virtualizer.measureElement}
                data-index={row.index}
                className={styles.row}
                aria-setsize={hasMore ? -1 : items.length}
                aria-posinset={row.index + 1}
                style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
              >
                <RecordRow item={item} index={row.index} renderItem={renderItem} />
              </li>
            );
          })}
        </ul>
      )}
      {status === 'loading' && (
        <div className={styles.skeletons} aria-hidden="true">
          {Array.from({ length: skeletonRows }, (_, index) => (
            <div key={index} className={styles.skeletonRow} style={{ height: estimateSize }}>
              <span className={styles.skeletonBar} data-width="wide" />
              <span className={styles.skeletonBar} data-width="narrow" />
            </div>
          ))}
        </div>
      )}
      {isEmpty && <div className={styles.empty}>{empty ?? texts.empty}</div>}
      <div className={styles.footer}>
        <p role="status" className={status === 'loading' ? styles.srOnly : styles.message}>
          {announcement}
        </p>
        {status === 'error' && (
          <>
            <p role="alert" className={styles.message} data-tone="negative">
              {texts.error}
            </p>
            <Button variant="secondary" onClick={() => void retry()}>
              {kit.retry}
            </Button>
          </>
        )}
        {items.length > 0 && hasMore && (status === 'idle' || status === 'loadingMore') && (
          <Button variant="ghost" loading={status === 'loadingMore'} onClick={() => void load()}>
            {texts.loadMore}
          </Button>
        )}
      </div>
    </div>
  );

  return onRefresh ? <PullToRefresh onRefresh={onRefresh}>{content}</PullToRefresh> : content;
}
