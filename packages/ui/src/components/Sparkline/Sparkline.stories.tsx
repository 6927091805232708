import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandsSideBySide } from '../../visual/BrandsSideBySide.tsx';
import { intradaySeries } from '../../visual/marketSamples.ts';
import { Sparkline } from './Sparkline.tsx';

const up = intradaySeries(11, 604.2, 612.4);
const down = intradaySeries(23, 31.865, 31.52);

const meta = {
  title: 'Kit/Sparkline',
  component: Sparkline,
  args: { values: up, baseline: 604.2, label: 'ASML vandaag: gestegen' },
} satisfies Meta<typeof Sparkline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'ASML vandaag: gestegen' })).toHaveAttribute(
      'data-sign',
      'up',
    );
  },
};
export const Down: Story = { args: { values: down, baseline: 31.865, label: 'Shell vandaag: gedaald' } };
export const Unchanged: Story = {
  args: { values: [15.642, 15.7, 15.6, 15.642], baseline: 15.642, label: 'ING: onveranderd' },
};
/** Without a baseline the colour compares the last value with the first. */
export const NoBaseline: Story = { args: { baseline: undefined } };
/** A pause in the data (NaN) leaves a gap. */
export const WithGap: Story = {
  args: { values: [...up.slice(0, 20), Number.NaN, Number.NaN, ...up.slice(22)] },
};
export const OpeningMinutes: Story = { args: { values: up.slice(0, 3) } };
export const NoData: Story = { args: { values: [], label: 'Nog geen koersen vandaag' } };
/** Without a label it is decoration, hidden from screen readers (e.g. beside the numbers in a row). */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Sparkline {...args} width={48} height={16} />
      <Sparkline {...args} />
      <Sparkline {...args} width={160} height={48} />
      <Sparkline {...args} width={343} height={80} />
    </div>
  ),
};
export const BothBrands: Story = {
  render: (args) => (
    <BrandsSideBySide>
      <div style={{ display: 'flex', gap: 16 }}>
        <Sparkline {...args} width={120} height={36} />
        <Sparkline values={down} baseline={31.865} width={120} height={36} label="Shell vandaag: gedaald" />
      </div>
    </BrandsSideBySide>
  ),
};
