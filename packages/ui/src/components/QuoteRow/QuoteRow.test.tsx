import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QuoteRow, QuoteRowSkeleton } from './QuoteRow.tsx';
import { QuoteAgeBadge } from '../QuoteAgeBadge/QuoteAgeBadge.tsx';

const asml = { code: 'ASML', name: 'ASML Holding', price: '612.4', change: '8.2', changePct: '1.357' };

describe('QuoteRow', () => {
  it('reads as name, code, price and the change in words inside the app’s link', () => {
    render(
      <a href="#/market/stockDetail">
        <QuoteRow {...asml} currency="EUR" />
      </a>,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('ASML Holding ASML 612,40 € Up 8,20 (1,36%)');
    expect(screen.getByText('+8,20 (+1,36%)')).toBeInTheDocument();
  });

  it('shows the plain decimal without a currency, keeping the price’s own decimals', () => {
    render(<QuoteRow {...asml} price="0.1234" />);
    expect(screen.getByText('0,1234')).toBeInTheDocument();
  });

  it('shows a sparkline, a status and trailing content when given', () => {
    const { container } = render(
      <QuoteRow
        {...asml}
        sparkline={[600, 605, 612.4]}
        prevClose={604.2}
        status={<QuoteAgeBadge updatedAt={0} now={0} tradingStatus="halted" />}
        trailing={<button type="button">Volgen</button>}
        data={{ testid: 'row' }}
      />,
    );
    expect(container.querySelector('svg[data-sign="up"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Halted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgen' })).toBeInTheDocument();
    expect(screen.getByTestId('row')).toBeInTheDocument();
  });

  it('flashes up or down when the price changes, and not on the first render', () => {
    const { rerender, container } = render(<QuoteRow {...asml} />);
    const flash = () => container.querySelector('[data-direction]');
    expect(flash()).toBeNull();
    rerender(<QuoteRow {...asml} price="612.5" />);
    expect(flash()).toHaveAttribute('data-direction', 'up');
    expect(flash()).toHaveAttribute('aria-hidden', 'true');
    const first = flash();
    rerender(<QuoteRow {...asml} price="612.5" change="8.3" />);
    expect(flash()).toBe(first);
    rerender(<QuoteRow {...asml} price="612.10" />);
    expect(flash()).toHaveAttribute('data-direction', 'down');
    expect(flash()).not.toBe(first);
  });
});

describe('QuoteRowSkeleton', () => {
  it('announces loading once for all its rows', () => {
    render(<QuoteRowSkeleton rows={4} sparkline label="Koersen laden…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Koersen laden…');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
