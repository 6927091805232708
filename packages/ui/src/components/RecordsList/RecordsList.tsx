import { memo, useCallback, useEffect, useInsertionEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import type { PagedList, PagedListStatus } from '../../headless/usePagedList.ts';
import { useKitTexts, type KitTexts } from '../../texts/KitTexts.tsx';
import { Button } from '../Button/Button.tsx';
import { PullToRefresh } from '../PullToRefresh/PullToRefresh.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './RecordsList.css.ts';

export type RecordsListTexts = KitTexts['list'];

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
  /**
   * Shown instead of the skeleton rows while the first page loads (no records yet), e.g.
   * placeholders in the shape of the real rows. Hidden from screen readers: the list's own
   * status says it is loading.
   */
  skeleton?: ReactNode;
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

interface WindowedRowsProps<T> {
  label: string;
  items: readonly T[];
  hasMore: boolean;
  busy: boolean;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string | number;
  estimateSize: number;
  overscan: number;
  loadMoreThreshold: number;
  /** Called with the records whenever the rendered rows come near their end or leave it. */
  onNearEndChange: (items: readonly T[], nearEnd: boolean) => void;
}

/**
 * The rows in view, placed by the window virtualizer. Its own component, so that a scroll step
 * re-renders the rows only, not the list's footer, pull-to-refresh and texts; it tells the list
 * only when the rows come near the end or leave it.
 */
const WindowedRows = memo(function WindowedRows<T>({
  label,
  items,
  hasMore,
  busy,
  renderItem,
  itemKey,
  estimateSize,
  overscan,
  loadMoreThreshold,
  onNearEndChange,
}: WindowedRowsProps<T>) {
  // Where the list starts in the document, for the window virtualizer. Read when the browser
  // has laid the page out anyway (a ResizeObserver on the body, which also reports when anything
  // above the list changes size), never during the commit: a read there forces a layout of the
  // whole page before the first frame. Until then the list assumes it starts at the top, which
  // renders a superset of the rows in view (the overscan covers a page restored part-way down).
  const [scrollMargin, setScrollMargin] = useState(0);
  const measureTop = useCallback((element: HTMLUListElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY)),
    );
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
  // Rows are measured by the virtualizer's ResizeObserver, after the browser's own layout. When
  // a row mounts (no observer entry yet) it keeps the size already known, or the estimate: the
  // library's default reads offsetHeight there, a forced layout in the middle of every commit.
  // A measured size that differs re-renders at once (below), so rows never overlap on screen.
  const measuredByObserver = useRef(false);
  const measure = useCallback(
    (element: HTMLLIElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, HTMLLIElement>) => {
      const index = instance.indexFromElement(element);
      const known = instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimateSize;
      const box = entry?.borderBoxSize?.[0];
      if (!box) return known;
      // Hidden rows measure 0: keep the estimate then.
      const size = Math.round(box.blockSize) || estimateSize;
      if (size !== known) measuredByObserver.current = true;
      return size;
    },
    [estimateSize],
  );
  // A size change found by the observer would otherwise re-render in a later task, after the
  // frame has been painted with the rows at their estimated places.
  const [, renderNow] = useReducer((n: number) => n + 1, 0);
  const onChange = useCallback(() => {
    if (!measuredByObserver.current) return;
    measuredByObserver.current = false;
    flushSync(renderNow);
  }, []);
  // The window's size up front, so that the first render already has the visible rows.
  const [initialRect] = useState(() =>
    typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  );
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    initialRect,
    count: items.length,
    estimateSize: estimate,
    overscan,
    scrollMargin,
    getItemKey,
    measureElement: measure,
    onChange,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRendered = rows.length > 0 ? rows[rows.length - 1]!.index : -1;
  const nearEnd = lastRendered >= items.length - 1 - loadMoreThreshold;
  useEffect(() => onNearEndChange(items, nearEnd), [items, nearEnd, onNearEndChange]);

  return (
    <ul
      ref={measureTop}
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
  );
}) as <T>(props: WindowedRowsProps<T>) => ReactNode;

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
    skeleton,
    texts: overrides,
    data,
  } = props;
  const kit = useKitTexts();
  const texts: RecordsListTexts = { ...kit.list, ...overrides };

  const tracker = useLoadTracker(props.list ? undefined : props.loadMore);
  const items: readonly T[] = props.list ? props.list.items : props.items;
  const hasMore = props.list ? props.list.hasMore : props.hasMore;
  let status: PagedListStatus;
  if (props.list) status = props.list.status;
  else if (tracker.pending) status = props.items.length > 0 ? 'loadingMore' : 'loading';
  else if (tracker.failed) status = 'error';
  else status = props.hasMore ? 'idle' : 'done';
  const loadPage = props.list ? props.list.loadMore : tracker.run;
  const retry = props.list ? props.list.retry : tracker.run;
  // "No more records" ends a list the user paged through; a list of one page simply ends (issue #26).
  const [pagedThrough, setPagedThrough] = useState(false);
  const hasItems = items.length > 0;
  const load = useCallback(() => {
    // The first page is no paging; a further one is.
    if (hasItems) setPagedThrough(true);
    return loadPage();
  }, [loadPage, hasItems]);

  // The records whose rendered rows have come near their end, as the rows last reported (a
  // report about earlier records must not start a load). Changes only at the end, not per step.
  const [endReachedFor, setEndReachedFor] = useState<readonly T[] | null>(null);
  const onNearEndChange = useCallback(
    (rowsOf: readonly T[], nearEnd: boolean) =>
      setEndReachedFor((previous) => (nearEnd ? rowsOf : previous === rowsOf ? null : previous)),
    [],
  );
  const reachedEnd = items.length === 0 || endReachedFor === items;

  // Load more when the rendered rows come near the end. Once per items array, so a load that
  // brings nothing new does not loop; the button below still lets the user ask again.
  const autoLoadedFor = useRef<readonly T[] | null>(null);
  useEffect(() => {
    if (status !== 'idle' || !hasMore || !reachedEnd) return;
    if (autoLoadedFor.current === items) return;
    autoLoadedFor.current = items;
    void load();
  }, [status, hasMore, reachedEnd, items, load]);

  const busy = status === 'loading' || status === 'loadingMore' || status === 'refreshing';
  // The screen's own placeholders stand for the first page only, never beside records.
  const ownSkeleton = skeleton !== undefined && items.length === 0;
  const isEmpty = items.length === 0 && (status === 'done' || (status === 'idle' && !hasMore));
  let announcement = '';
  if (status === 'loading') announcement = kit.loading;
  else if (status === 'loadingMore') announcement = texts.loadingMore;
  else if (status === 'done' && items.length > 0 && pagedThrough) announcement = texts.end;

  const content = (
    <div {...buildDataAttributes(data)} className={styles.root} data-state={status}>
      {items.length > 0 && (
        <WindowedRows
          label={label}
          items={items}
          hasMore={hasMore}
          busy={busy}
          renderItem={renderItem}
          itemKey={itemKey}
          estimateSize={estimateSize}
          overscan={overscan}
          loadMoreThreshold={loadMoreThreshold}
          onNearEndChange={onNearEndChange}
        />
      )}
      {status === 'loading' && ownSkeleton && <div aria-hidden="true">{skeleton}</div>}
      {status === 'loading' && !ownSkeleton && (
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
        <p role="status" className={status === 'loading' ? visuallyHidden : styles.message}>
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
