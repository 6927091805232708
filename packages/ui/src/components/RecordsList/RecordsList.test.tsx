import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
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
    render(
      <RecordsList
        label="Orders"
        items={makeRows(0, 10_000)}
        hasMore={false}
        loadMore={() => Promise.resolve()}
        renderItem={renderRow}
        itemKey={(row) => row.id}
        estimateSize={40}
      />,
    );
    const list = screen.getByRole('list', { name: 'Orders' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.length).toBeGreaterThan(10);
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(screen.getByRole('status')).toHaveTextContent(defaultKitTexts.list.end);
  });

  it('computes the offsets of 10,000 records once when it mounts below other content', async () => {
    // The list starts 120 px down the page (a header above it). Its position used to arrive
    // after the first pass, which then ran again over every record.
    const rect = vi
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 120, bottom: 160, left: 0, right: 390, width: 390, height: 40, x: 0, y: 120 } as DOMRect);
    const itemKey = vi.fn((row: Row) => row.id);
    try {
      render(
        <RecordsList
          label="Orders"
          items={makeRows(0, 10_000)}
          hasMore={false}
          loadMore={() => Promise.resolve()}
          renderItem={renderRow}
          itemKey={itemKey}
          estimateSize={40}
        />,
      );
      expect(await screen.findAllByRole('listitem')).not.toHaveLength(0);
      expect(itemKey.mock.calls.length).toBeGreaterThanOrEqual(10_000);
      expect(itemKey.mock.calls.length).toBeLessThan(15_000);
    } finally {
      rect.mockRestore();
    }
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
    render(
      <RecordsList
        label="Orders"
        items={makeRows(0, 3)}
        hasMore={false}
        loadMore={() => Promise.resolve()}
        onRefresh={onRefresh}
        renderItem={renderRow}
        itemKey={(row) => row.id}
      />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
