import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandsSideBySide } from '../../visual/BrandsSideBySide.tsx';
import { ShareChart } from './ShareChart.tsx';

const meta = {
  title: 'Kit/ShareChart',
  component: ShareChart,
  args: {
    label: 'Verdeling per markt',
    slices: [
      { key: 'nl', label: 'Nederland', value: 40.83, valueText: '40,83 % · € 6.124,00' },
      { key: 'cash', label: 'Contanten', value: 32.51, valueText: '32,51 % · € 4.876,00' },
      { key: 'usd', label: 'Verenigde Staten', value: 26.66, valueText: '26,66 % · € 4.000,00' },
    ],
  },
} satisfies Meta<typeof ShareChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByMarket: Story = {
  play: async ({ canvasElement }) => {
    const legend = within(canvasElement).getByRole('list', { name: 'Verdeling per markt' });
    await expect(within(legend).getAllByRole('listitem')).toHaveLength(3);
  },
};
export const OneSlice: Story = {
  args: { slices: [{ key: 'cash', label: 'Contanten', value: 100, valueText: '100,00 %' }] },
};
export const ManySlices: Story = {
  args: {
    slices: ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name, index) => ({
      key: name,
      label: `Deel ${name}`,
      value: 7 - index,
      valueText: `${7 - index} %`,
    })),
  },
};
export const Nothing: Story = { args: { slices: [] } };
export const BothBrands: Story = {
  render: (args) => (
    <BrandsSideBySide>
      <ShareChart {...args} />
    </BrandsSideBySide>
  ),
};
