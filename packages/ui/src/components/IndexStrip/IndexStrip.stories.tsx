import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BrandsSideBySide } from '../../visual/BrandsSideBySide.tsx';
import { sampleIndexes } from '../../visual/marketSamples.ts';
import { IndexStrip } from './IndexStrip.tsx';

const meta = {
  title: 'Kit/IndexStrip',
  component: IndexStrip,
  args: { items: sampleIndexes, label: 'Indices' },
} satisfies Meta<typeof IndexStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Indices' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(5);
  },
};
/** The app wraps each card in its link. */
export const WithLinks: Story = {
  args: {
    renderItem: (item, content) => <a href={`#/market/stockDetailzs?id=${item.id}`}>{content}</a>,
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('AEX 912,34 Up 4,10 (0,45%)');
    await userEvent.tab();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};
export const WithoutSparklines: Story = {
  args: { items: sampleIndexes.map(({ sparkline: _sparkline, ...item }) => item) },
};
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Indices laden…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Indices laden…');
  },
};
export const BothBrands: Story = {
  render: (args) => (
    <BrandsSideBySide>
      {(brand) => <IndexStrip {...args} label={`${args.label} (${brand})`} items={sampleIndexes.slice(0, 3)} />}
    </BrandsSideBySide>
  ),
};
