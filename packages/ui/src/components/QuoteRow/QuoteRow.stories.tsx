import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { add, isNegative } from '@broker/domain';
import { BrandsSideBySide } from '../../visual/BrandsSideBySide.tsx';
import { sampleQuotes } from '../../visual/marketSamples.ts';
import { Icon } from '../Icon/Icon.tsx';
import { QuoteAgeBadge } from '../QuoteAgeBadge/QuoteAgeBadge.tsx';
import { QuoteRow, QuoteRowSkeleton } from './QuoteRow.tsx';

const [asml, shell, ing, adyen, philips] = sampleQuotes as [
  (typeof sampleQuotes)[0],
  (typeof sampleQuotes)[0],
  (typeof sampleQuotes)[0],
  (typeof sampleQuotes)[0],
  (typeof sampleQuotes)[0],
];
const NOW = Date.parse('2025-03-03T10:00:00Z');

/** How the app uses it: a list whose rows are wrapped in the app's links. */
function LinkedList({ children }: { children: ReactNode[] }) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, borderRadius: 12, overflow: 'hidden' }}>
      {children.map((child, index) => (
        <li key={index}>
          <a href={`#/market/stockDetail?row=${index}`}>{child}</a>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Kit/QuoteRow',
  component: QuoteRow,
  args: { ...asml, currency: 'EUR' },
} satisfies Meta<typeof QuoteRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('612,40 €')).toBeInTheDocument();
    await expect(canvas.getByText('Up 8,20 (1,36%)')).toBeInTheDocument();
  },
};
export const Watchlist: Story = {
  render: () => (
    <LinkedList>
      {sampleQuotes.map((quote) => (
        <QuoteRow key={quote.code} {...quote} currency="EUR" />
      ))}
    </LinkedList>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[0]).toHaveAccessibleName('ASML Holding ASML 612,40 € Up 8,20 (1,36%)');
    await expect(links[2]).toHaveAccessibleName('ING Groep INGA 15,64 € Unchanged');
  },
};
export const WithoutSparklines: Story = {
  render: () => (
    <LinkedList>
      {sampleQuotes.map(({ sparkline: _sparkline, ...quote }) => (
        <QuoteRow key={quote.code} {...quote} />
      ))}
    </LinkedList>
  ),
};
/** Without a currency the price keeps its own decimals ('31,520'). */
export const PlainDecimal: Story = { args: { ...shell, currency: undefined } };
export const WithStatus: Story = {
  render: () => (
    <LinkedList>
      <QuoteRow {...asml} currency="EUR" status={<QuoteAgeBadge updatedAt={NOW - 2 * 60_000 - 5_000} now={NOW} />} />
      <QuoteRow
        {...philips}
        currency="EUR"
        status={<QuoteAgeBadge updatedAt={NOW} now={NOW} tradingStatus="halted" />}
      />
      <QuoteRow {...ing} currency="EUR" status={<QuoteAgeBadge updatedAt={NOW} now={NOW} tradingStatus="closed" />} />
    </LinkedList>
  ),
};
export const LongName: Story = {
  args: { ...adyen, name: 'Koninklijke Ahold Delhaize N.V. gewone aandelen', code: 'AD', currency: 'EUR' },
};
export const Trailing: Story = {
  args: {
    ...philips,
    currency: 'USD',
    trailing: (
      <span style={{ display: 'inline-flex', color: 'inherit' }}>
        <Icon icon={Star} label="In volglijst" />
      </span>
    ),
  },
};

function LivePrice() {
  const [price, setPrice] = useState(asml.price);
  useEffect(() => {
    const steps = ['0.10', '0.20', '-0.30', '0.10', '-0.10'];
    let index = 0;
    const id = setInterval(() => {
      setPrice((current) => add(current, steps[index++ % steps.length]!));
    }, 1500);
    return () => clearInterval(id);
  }, []);
  const change = add(price, '-604.20');
  return (
    <QuoteRow {...asml} currency="EUR" price={price} change={change} changePct={isNegative(change) ? '-0.1' : '1.36'} />
  );
}
/** The price flashes up or down as it changes (not under reduced motion). */
export const LiveFlash: Story = { render: () => <LivePrice /> };
export const Skeleton: Story = {
  render: () => <QuoteRowSkeleton rows={5} sparkline label="Koersen laden…" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Koersen laden…');
  },
};
export const BothBrands: Story = {
  render: () => (
    <BrandsSideBySide>
      <LinkedList>
        {[asml, shell, ing].map((quote) => (
          <QuoteRow key={quote.code} {...quote} currency="EUR" />
        ))}
      </LinkedList>
    </BrandsSideBySide>
  ),
};
