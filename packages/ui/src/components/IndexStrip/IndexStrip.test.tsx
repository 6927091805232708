import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { IndexStrip, type IndexStripItem } from './IndexStrip.tsx';

const items: IndexStripItem[] = [
  {
    id: 'aex',
    name: 'AEX',
    price: '912.34',
    change: '4.1',
    changePct: '0.45',
    sparkline: [908, 910, 912.34],
    prevClose: 908.24,
  },
  { id: 'dax', name: 'DAX', price: '18234.5', change: '-52.3', changePct: '-0.29' },
];

describe('IndexStrip', () => {
  it('is a focusable region named by its label with a card per index', () => {
    render(<IndexStrip items={items} label="Indices" />);
    const region = screen.getByRole('region', { name: 'Indices' });
    expect(region).toHaveAttribute('tabindex', '0');
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('AEX 912,34');
    expect(within(cards[0]!).getByText('Up 4,10 (0,45%)')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('18.234,50')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Down 52,30 (0,29%)')).toBeInTheDocument();
  });

  it('lets the app wrap each card in its link', () => {
    render(
      <IndexStrip
        items={items}
        label="Indices"
        renderItem={(item, content) => <a href={`#/market/stockDetailzs?id=${item.id}`}>{content}</a>}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '#/market/stockDetailzs?id=aex');
    expect(links[0]).toHaveAccessibleName('AEX 912,34 Up 4,10 (0,45%)');
  });

  it('shows placeholder cards while loading, and nothing when there is nothing', () => {
    const { rerender, container } = render(<IndexStrip items={[]} label="Indices" loading loadingLabel="Laden…" />);
    const region = screen.getByRole('region', { name: 'Indices' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByRole('status')).toHaveTextContent('Laden…');
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    rerender(<IndexStrip items={[]} label="Indices" />);
    expect(container).toBeEmptyDOMElement();
  });
});
