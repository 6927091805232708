import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandsSideBySide } from '../../visual/BrandsSideBySide.tsx';
import { PriceChange } from './PriceChange.tsx';
import { priceChangeSizes, priceChangeVariants } from './priceChangeVariants.ts';

const meta = {
  title: 'Kit/PriceChange',
  component: PriceChange,
  args: { change: '1.23', changePct: '0.45' },
  argTypes: {
    size: { control: 'inline-radio', options: priceChangeSizes },
    variant: { control: 'inline-radio', options: priceChangeVariants },
  },
} satisfies Meta<typeof PriceChange>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+1,23 (+0,45%)')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Up 1,23 (0,45%)')).toBeInTheDocument();
  },
};
export const Down: Story = { args: { change: '-0.87', changePct: '-1.92' } };
export const Unchanged: Story = { args: { change: '0', changePct: '0' } };
export const Pills: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <PriceChange {...args} variant="pill" />
      <PriceChange {...args} change="-0.87" changePct="-1.92" variant="pill" />
      <PriceChange {...args} change="0" changePct="0" variant="pill" />
    </div>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {priceChangeSizes.flatMap((size) =>
        priceChangeVariants.map((variant) => (
          <PriceChange key={`${size}-${variant}`} {...args} size={size} variant={variant} />
        )),
      )}
    </div>
  ),
};
/** Prices with more decimals keep them ('+0,0125'); the sign falls back to the percentage. */
export const SmallPrices: Story = { args: { change: '0.0125', changePct: '2.5' } };
export const DutchTexts: Story = {
  args: {
    change: '-3.1',
    changePct: '-0.5',
    texts: { up: 'Gestegen met {{change}} ({{pct}})', down: 'Gedaald met {{change}} ({{pct}})', flat: 'Onveranderd' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Gedaald met 3,10 (0,50%)')).toBeInTheDocument();
  },
};
/** Green up in Dutch stocks, red up in Jade Securities. */
export const BothBrands: Story = {
  render: (args) => (
    <BrandsSideBySide>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <PriceChange {...args} />
        <PriceChange {...args} change="-0.87" changePct="-1.92" />
        <PriceChange {...args} variant="pill" />
        <PriceChange {...args} change="-0.87" changePct="-1.92" variant="pill" />
      </div>
    </BrandsSideBySide>
  ),
};
