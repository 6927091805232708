import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuoteRowSkeleton } from '../QuoteRow/QuoteRow.tsx';
import { RecordsList } from './RecordsList.tsx';
import { usePagedList, type Page } from '../../headless/usePagedList.ts';
import { vars } from '../../themes/contract.css.ts';
import { formatMoney } from '@broker/domain';

interface Order {
  id: number;
  name: string;
  amount: number;
}

const names = ['ASML Holding', 'Adyen', 'Philips', 'ING Groep', 'Heineken', 'Shell', 'Unilever', 'Prosus'];
const makeOrders = (from: number, count: number, pick = names): Order[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    name: `${pick[(from + i) % pick.length]} #${from + i + 1}`,
    amount: ((from + i) * 7919) % 100_000,
  }));

function OrderRow({ order }: { order: Order }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 12,
        minHeight: 56,
        paddingInline: 16,
        borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
        background: vars.color.surface,
      }}
    >
      <span>{order.name}</span>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(order.amount)}</span>
    </div>
  );
}

const renderOrder = (order: Order) => <OrderRow order={order} />;
const orderKey = (order: Order) => order.id;

function Paged({
  loadPage,
  refreshable = false,
  empty,
}: {
  loadPage: (page: number) => Promise<Page<Order>>;
  refreshable?: boolean;
  empty?: string;
}) {
  const list = usePagedList({ loadPage });
  return (
    <RecordsList
      label="Orders"
      list={list}
      renderItem={renderOrder}
      itemKey={orderKey}
      onRefresh={refreshable ? list.refresh : undefined}
      empty={empty}
    />
  );
}

const pages =
  (total: number, size = 20, pick = names) =>
  (page: number): Promise<Page<Order>> =>
    new Promise((resolve) =>
      setTimeout(() => {
        const from = (page - 1) * size;
        resolve({ items: makeOrders(from, Math.min(size, total - from), pick), hasMore: from + size < total });
      }, 50),
    );

const meta: Meta = { title: 'Kit/RecordsList' };
export default meta;
type Story = StoryObj;

export const Paging: Story = {
  render: () => <Paged loadPage={pages(60)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('ASML Holding #1');
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Orders' })).not.toHaveAttribute('aria-busy'));
  },
};

export const TenThousandWindowed: Story = {
  render: () => (
    <RecordsList
      label="Orders"
      items={makeOrders(0, 10_000)}
      hasMore={false}
      loadMore={() => Promise.resolve()}
      renderItem={renderOrder}
      itemKey={orderKey}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Orders' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.length).toBeLessThan(60);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
  },
};

export const LoadingFirstPage: Story = {
  render: () => <Paged loadPage={() => new Promise<Page<Order>>(() => {})} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The screen's own placeholders (here the quote rows' shape) instead of the skeleton rows; the status still says "Loading…". */
export const LoadingWithOwnSkeleton: Story = {
  render: () => {
    function Pending() {
      const list = usePagedList<Order>({ loadPage: () => new Promise<Page<Order>>(() => {}) });
      return (
        <RecordsList
          label="Orders"
          list={list}
          renderItem={renderOrder}
          itemKey={orderKey}
          skeleton={<QuoteRowSkeleton rows={6} />}
        />
      );
    }
    return <Pending />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

export const Empty: Story = {
  render: () => <Paged loadPage={() => Promise.resolve({ items: [], hasMore: false })} empty="Nog geen orders" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nog geen orders')).toBeInTheDocument();
  },
};

/** Paged to the end: "No more records" under the last page (a list of one page says nothing). */
export const End: Story = {
  render: () => <Paged loadPage={pages(7, 5)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('ASML Holding #1');
    const more = canvas.queryByRole('button', { name: 'Load more' });
    if (more) await userEvent.click(more);
    await expect(await canvas.findByText('No more records')).toBeInTheDocument();
  },
};

/** One page is the whole list: no end marker under it. */
export const SinglePage: Story = {
  render: () => <Paged loadPage={pages(5)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/ #5$/);
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Orders' })).not.toHaveAttribute('aria-busy'));
    await expect(canvas.queryByText('No more records')).not.toBeInTheDocument();
  },
};

const failingOnce = () => {
  let failed = false;
  return fn((page: number) => {
    if (!failed) {
      failed = true;
      return Promise.reject(new Error('offline'));
    }
    return pages(5)(page);
  });
};

export const ErrorAndRetry: Story = {
  render: () => <Paged loadPage={failingOnce()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load. Try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('ASML Holding #1')).toBeInTheDocument();
  },
};

export const WithPullToRefresh: Story = {
  render: () => <Paged loadPage={pages(10)} refreshable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('ASML Holding #1');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Updated', { selector: '[role="status"]' })).toBeInTheDocument();
  },
};

export const LongGermanChineseKorean: Story = {
  render: () => (
    <Paged
      loadPage={pages(6, 20, [
        'Auszahlungsanforderung für Wertpapierdepot Nummer DE 1234 5678 in Bearbeitung',
        '台灣積體電路製造股份有限公司 普通股 買入委託',
        '삼성전자 보통주 매수 주문 체결 대기 중',
      ])}
    />
  ),
  // Wrapped rows are taller than the estimate: once the browser measures them, each row starts
  // where the one above it ends (no overlap, no gap).
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Orders' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6));
    await waitFor(() => {
      const boxes = within(list)
        .getAllByRole('listitem')
        .map((row) => row.getBoundingClientRect());
      expect(Math.max(...boxes.map((box) => box.height))).toBeGreaterThan(56);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeCloseTo(boxes[i - 1]!.bottom, 0);
    });
  },
};
