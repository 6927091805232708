import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordsList } from './RecordsList.tsx';
import { usePagedList, type Page } from '../../headless/usePagedList.ts';
import { defaultKitTexts } from '../../texts/KitTexts.tsx';

interface Row {
  id: number;
  name: string;
}

const makeRows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Order ${from + i}` }));

const renderRow = (row: Row) => <div style={{ height: 40 }}>{row.name}</div>;

/** A finished list of `count` rows (no more to load). */
const allRows = (
  count: number,
  { itemKey = (row: Row) => row.id, onRefresh = undefined as (() => Promise<void>) | undefined } = {},
) => (
  <RecordsList
    label="Orders"
    items={makeRows(0, count)}
    hasMore={false}
    loadMore={() => Promise.resolve()}
    onRefresh={onRefresh}
    renderItem={renderRow}
    itemKey={itemKey}
    estimateSize={40}
  />
);

function Paged({ loadPage }: { loadPage: (page: number) => Promise<Page<Row>> }) {
  const list = usePagedList({ loadPage });
  return <RecordsList label="Orders" list={list} renderItem={renderRow} itemKey={(row) => row.id} estimateSize={40} />;
}

describe('RecordsList', () => {
  // jsdom has no scrolling; the window virtualizer calls scrollTo when rows are measured.
  beforeAll(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('keeps only the rows near the viewport in the DOM, with their position in the set', async () => {
    render(allRows(10_000));
    const list = screen.getByRole('list', { name: 'Orders' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.length).toBeGreaterThan(10);
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    // All in one page: the list simply ends, without "no more records" under it.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reads no layout while it mounts', () => {
    // A read during the commit (getBoundingClientRect, offsetHeight) makes the browser lay the
    // whole page out before the first frame, which then lays it out again.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    try {
      render(allRows(10_000));
      expect(screen.getAllByRole('listitem').length).toBeGreaterThan(10);
      expect(rect).not.toHaveBeenCalled();
      expect(offsetHeight).not.toHaveBeenCalled();
    } finally {
      rect.mockRestore();
      offsetHeight.mockRestore();
    }
  });

  describe('with ResizeObserver', () => {
    const observers: FakeResizeObserver[] = [];
    class FakeResizeObserver {
      readonly targets = new Set<Element>();
      readonly callback: ResizeObserverCallback;
      constructor(callback: ResizeObserverCallback) {
        this.callback = callback;
        observers.push(this);
      }
      observe(target: Element) {
        this.targets.add(target);
      }
      unobserve(target: Element) {
        this.targets.delete(target);
      }
      disconnect() {
        this.targets.clear();
      }
      /** What the browser does after its layout: report each observed element's size. */
      deliver(entries: { target: Element; height: number }[]) {
        this.callback(
          entries.map(
            ({ target, height }) =>
              ({ target, borderBoxSize: [{ blockSize: height, inlineSize: 390 }] }) as unknown as ResizeObserverEntry,
          ),
          this as unknown as ResizeObserver,
        );
      }
    }
    const observing = (target: Element) => observers.find((observer) => observer.targets.has(target))!;
    const offsetOf = (item: HTMLElement) => item.style.transform;

    beforeAll(() => {
      vi.stubGlobal('ResizeObserver', FakeResizeObserver);
      return () => vi.unstubAllGlobals();
    });

    it('renders its first rows before it knows where it starts, with one pass over the records', () => {
      const itemKey = vi.fn((row: Row) => row.id);
      render(allRows(10_000, { itemKey }));
      // The first rows are in the first render: the list assumed it starts at the top.
      const before = screen.getAllByRole('listitem');
      expect(before[0]).toHaveAttribute('aria-posinset', '1');
      expect(itemKey.mock.calls.length).toBeGreaterThanOrEqual(10_000);
      expect(itemKey.mock.calls.length).toBeLessThan(15_000);

      // After the browser's layout, the body's observer tells it starts 120 px down: fewer rows
      // fit in the window, and the rows stay placed relative to the list.
      const list = screen.getByRole('list', { name: 'Orders' });
      const rect = vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ top: 120 } as DOMRect);
      act(() => observing(document.body).deliver([{ target: document.body, height: 2000 }]));
      rect.mockRestore();
      const after = screen.getAllByRole('listitem');
      expect(after.length).toBeLessThan(before.length);
      expect(offsetOf(after[0]!)).toBe('translateY(0px)');
      expect(offsetOf(after[1]!)).toBe('translateY(40px)');
    });

    it('moves the rows below a row that measured taller before the frame is painted', () => {
      render(allRows(10_000));
      const [first, second] = screen.getAllByRole('listitem');
      expect(offsetOf(second!)).toBe('translateY(40px)');
      // No act(): the re-render must happen inside the observer's callback, as in the browser,
      // where a render scheduled for later would paint the rows overlapping for a frame.
      const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        observing(first!).deliver([{ target: first!, height: 72 }]);
        expect(offsetOf(screen.getAllByRole('listitem')[1]!)).toBe('translateY(72px)');
      } finally {
        reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      }
    });
  });

  it('ends a list of one page without "no more records" under it (issue #26)', async () => {
    const loadPage = vi.fn(() => Promise.resolve({ items: makeRows(0, 4), hasMore: false }));
    render(<Paged loadPage={loadPage} />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('loads pages automatically until there are no more', async () => {
    const loadPage = vi.fn((page: number) =>
      Promise.resolve({ items: makeRows((page - 1) * 5, 5), hasMore: page < 3 }),
    );
    render(<Paged loadPage={loadPage} />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(defaultKitTexts.list.end));
    expect(loadPage.mock.calls.map((call) => call[0])).toEqual([1, 2, 3]);
    expect(screen.getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '15');
  });

  it('shows skeletons while the first page loads, then the empty text', async () => {
    let resolve!: (page: Page<Row>) => void;
    render(<Paged loadPage={() => new Promise((r) => (resolve = r))} />);
    expect(screen.getByRole('status')).toHaveTextContent(defaultKitTexts.loading);
    expect(screen.queryByRole('list')).toBeNull();
    await waitFor(() => expect(resolve).toBeTypeOf('function'));
    resolve({ items: [], hasMore: false });
    expect(await screen.findByText(defaultKitTexts.list.empty)).toBeInTheDocument();
  });

  it('shows its own skeleton instead of the skeleton rows while the first page loads, keeping the status', async () => {
    let resolve!: (page: Page<Row>) => void;
    function WithSkeleton() {
      const list = usePagedList<Row>({ loadPage: () => new Promise((r) => (resolve = r)) });
      return (
        <RecordsList
          label="Orders"
          list={list}
          renderItem={renderRow}
          itemKey={(row) => row.id}
          estimateSize={40}
          data={{ testid: 'orders' }}
          skeleton={
            <div role="status" data-testid="own-skeleton">
              Orders worden geladen
            </div>
          }
        />
      );
    }
    render(<WithSkeleton />);
    const own = screen.getByTestId('own-skeleton');
    // Hidden from screen readers: the list's one status says it is loading.
    expect(own.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(defaultKitTexts.loading);
    // The default skeleton rows are not there besides it.
    expect(screen.getByTestId('orders').querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
    await waitFor(() => expect(resolve).toBeTypeOf('function'));
    resolve({ items: makeRows(0, 3), hasMore: false });
    expect(await screen.findByText('Order 0')).toBeInTheDocument();
    expect(screen.queryByTestId('own-skeleton')).toBeNull();
  });

  it('shows an error with a retry button that loads again', async () => {
    const loadMore = vi.fn().mockRejectedValueOnce(new Error('offline'));
    function Host() {
      const [items, setItems] = useState<Row[]>([]);
      loadMore.mockImplementation(async () => setItems(makeRows(0, 3)));
      return (
        <RecordsList
          label="Orders"
          items={items}
          hasMore={items.length === 0}
          loadMore={loadMore}
          renderItem={renderRow}
          itemKey={(row) => row.id}
          empty="Geen orders"
        />
      );
    }
    const user = userEvent.setup();
    render(<Host />);
    expect(await screen.findByRole('alert')).toHaveTextContent(defaultKitTexts.list.error);
    await user.click(screen.getByRole('button', { name: defaultKitTexts.retry }));
    expect(await screen.findByText('Order 2')).toBeInTheDocument();
    expect(loadMore).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a load-more button to keyboard users', async () => {
    const loadMore = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(
      <RecordsList
        label="Orders"
        items={makeRows(0, 3)}
        hasMore
        loadMore={loadMore}
        renderItem={renderRow}
        itemKey={(row) => row.id}
        texts={{ loadMore: 'Meer laden' }}
      />,
    );
    // The automatic load ran once for these rows; the button asks again.
    await waitFor(() => expect(loadMore).toHaveBeenCalledTimes(1));
    const button = await screen.findByRole('button', { name: 'Meer laden' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    button.focus();
    await user.keyboard('{Enter}');
    expect(loadMore).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('list', { name: 'Orders' })).toBeInTheDocument();
  });

  it('can be refreshed by keyboard when onRefresh is given', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(allRows(3, { onRefresh }));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
