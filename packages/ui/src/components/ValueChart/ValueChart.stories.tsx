import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandsSideBySide } from '../../visual/BrandsSideBySide.tsx';
import { ValueChart } from './ValueChart.tsx';

const values = Array.from(
  { length: 90 },
  (_, index) => 10_000 + index * 25 + Math.sin(index / 5) * 300 + (index >= 30 ? 2000 : 0),
);

const meta = {
  title: 'Kit/ValueChart',
  component: ValueChart,
  args: {
    values,
    markers: [
      { index: 30, kind: 'in' },
      { index: 70, kind: 'out' },
    ],
    label: 'Rekeningwaarde over 3 maanden: van € 10.000 naar € 14.200',
  },
} satisfies Meta<typeof ValueChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMoneyInAndOut: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: /Rekeningwaarde/ });
    await expect(chart.querySelectorAll('circle')).toHaveLength(2);
  },
};
export const Flat: Story = { args: { values: [5000, 5000, 5000], markers: [], label: 'Onveranderd' } };
export const OneDay: Story = { args: { values: [5000], markers: [], label: 'Eén dag' } };
export const Empty: Story = { args: { values: [], markers: [], label: 'Nog geen waarden' } };
export const Small: Story = { args: { height: 80 } };
export const BothBrands: Story = {
  render: (args) => (
    <BrandsSideBySide>
      <ValueChart {...args} />
    </BrandsSideBySide>
  ),
};
