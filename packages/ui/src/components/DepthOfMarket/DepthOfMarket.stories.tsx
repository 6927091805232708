import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandsSideBySide } from '../../visual/BrandsSideBySide.tsx';
import { sampleBook } from '../../visual/marketSamples.ts';
import { DepthOfMarket } from './DepthOfMarket.tsx';

const meta = {
  title: 'Kit/DepthOfMarket',
  component: DepthOfMarket,
  args: { bids: sampleBook.bids, asks: sampleBook.asks, prevClose: sampleBook.prevClose },
} satisfies Meta<typeof DepthOfMarket>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveLevels: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Order book' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(11);
    await expect(within(table).getByRole('row', { name: /Spread/ })).toHaveTextContent('0,10');
    await expect(within(table).getByRole('row', { name: /Ask 1/ })).toHaveTextContent('612,50');
  },
};
export const TenLevels: Story = { args: { levels: 10 } };
/** A thin book: the ladder keeps its height with empty levels. */
export const ThinBook: Story = {
  args: { bids: sampleBook.bids.slice(0, 2), asks: sampleBook.asks.slice(0, 3) },
};
export const EmptyBook: Story = { args: { bids: [], asks: [] } };
/** Without a previous close the prices are not coloured. */
export const Uncoloured: Story = { args: { prevClose: undefined } };
export const InLots: Story = { args: { formatVolume: (volume) => `${Math.round(volume / 100)} lots` } };
export const Chinese: Story = {
  args: {
    texts: {
      caption: '買賣盤',
      level: '檔位',
      price: '價格',
      volume: '數量',
      ask: '賣{{level}}',
      bid: '買{{level}}',
      spread: '價差',
    },
  },
};
/** Asks in the down colour and bids in the up colour, so the convention flips them with the brand. */
export const BothBrands: Story = {
  render: (args) => (
    <BrandsSideBySide>
      <DepthOfMarket {...args} levels={3} />
    </BrandsSideBySide>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(2);
  },
};
