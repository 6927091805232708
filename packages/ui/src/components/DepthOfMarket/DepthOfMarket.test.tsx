import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { DepthOfMarket } from './DepthOfMarket.tsx';
import { depthLadder } from './depthLadder.ts';

const asks = [
  { price: '612.60', volume: 300 },
  { price: '612.50', volume: 1200 },
  { price: '612.70', volume: 800 },
];
const bids = [
  { price: '612.30', volume: 2400 },
  { price: '612.40', volume: 600 },
];

describe('depthLadder', () => {
  it('puts the best ask just above the spread and the best bid just below it', () => {
    const ladder = depthLadder(bids, asks, 3);
    expect(ladder.asks.map((row) => [row.level, row.price])).toEqual([
      [3, '612.70'],
      [2, '612.60'],
      [1, '612.50'],
    ]);
    expect(ladder.bids.map((row) => [row.level, row.price])).toEqual([
      [1, '612.40'],
      [2, '612.30'],
      [3, null],
    ]);
    expect(ladder.spread).toBe('0.1');
    expect(ladder.bids[1]!.share).toBe(1);
    expect(ladder.asks[2]!.share).toBe(0.5);
    expect(ladder.bids[2]!.share).toBe(0);
  });

  it('compares prices as decimals, skips invalid levels and keeps the longest scale', () => {
    const ladder = depthLadder(
      [
        { price: '9.9', volume: 1 },
        { price: 'abc', volume: 5 },
        { price: '10.005', volume: -1 },
      ],
      [
        { price: '10.10', volume: 2 },
        { price: '10.0125', volume: 3 },
      ],
      1,
    );
    expect(ladder.bids.map((row) => row.price)).toEqual(['9.9']);
    expect(ladder.asks.map((row) => row.price)).toEqual(['10.0125']);
    expect(ladder.spread).toBe('0.1125');
    expect(ladder.scale).toBe(4);
  });

  it('has no spread with an empty side', () => {
    expect(depthLadder([], asks, 5).spread).toBeNull();
  });
});

describe('DepthOfMarket', () => {
  it('is a table with a caption, column headers and a row header per level', () => {
    render(<DepthOfMarket bids={bids} asks={asks} levels={3} prevClose="612.45" data={{ testid: 'book' }} />);
    const table = screen.getByRole('table', { name: 'Order book' });
    expect(table).toBe(screen.getByTestId('book'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Level', 'Price', 'Volume']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ask 3', 'Ask 2', 'Ask 1', 'Spread', 'Bid 1', 'Bid 2', 'Bid 3']);
    const bestAsk = within(table).getByRole('row', { name: /Ask 1/ });
    expect(
      within(bestAsk)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['612,50', '1.200']);
    expect(within(bestAsk).getAllByRole('cell')[0]).toHaveAttribute('data-sign', 'up');
    const spread = within(table).getByRole('row', { name: /Spread/ });
    expect(spread).toHaveTextContent('0,10');
    const bestBid = within(table).getByRole('row', { name: /Bid 1/ });
    expect(within(bestBid).getAllByRole('cell')[0]).toHaveAttribute('data-sign', 'down');
    expect(within(table).getByRole('row', { name: /Bid 3/ })).toHaveTextContent('–');
  });

  it('draws a hidden depth bar in proportion to the volume', () => {
    const { container } = render(<DepthOfMarket bids={bids} asks={asks} />);
    const bars = Array.from(container.querySelectorAll<HTMLElement>('[data-side][aria-hidden="true"]'));
    expect(bars.map((bar) => parseFloat(bar.style.width))).toEqual([33.3, 12.5, 50, 25, 100]);
  });

  it('takes a volume format and texts', () => {
    render(
      <DepthOfMarket
        bids={bids}
        asks={asks}
        levels={1}
        formatVolume={(volume) => `${volume / 100} lots`}
        texts={{ caption: 'Orderboek', ask: 'Laat {{level}}', bid: 'Bied {{level}}' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Orderboek' });
    expect(within(table).getByRole('row', { name: /Laat 1/ })).toHaveTextContent('12 lots');
    expect(within(table).getByRole('row', { name: /Bied 1/ })).toHaveTextContent('6 lots');
  });

  it('shows dashes for an empty book', () => {
    render(<DepthOfMarket bids={[]} asks={[]} levels={2} />);
    expect(screen.getByRole('row', { name: /Spread/ })).toHaveTextContent('–');
    expect(screen.getAllByRole('row')).toHaveLength(6);
  });
});
