import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl.tsx';

const markets = [
  { value: 'nl', label: 'NL' },
  { value: 'de', label: 'DE' },
  { value: 'usd', label: 'USD' },
  { value: 'usdt', label: 'USDT' },
  { value: 'usdc', label: 'USDC' },
];

const meta = {
  title: 'Kit/SegmentedControl',
  component: SegmentedControl,
  args: { options: markets, label: 'Markt', onChange: fn() },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The market switcher. */
export const Markets: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('DE'));
    await expect(args.onChange).toHaveBeenLastCalledWith('de');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'USD' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'NL' })).toBeChecked();
  },
};

export const TwoSegments: Story = {
  args: {
    label: 'Richting',
    options: [
      { value: 'buy', label: 'Kopen' },
      { value: 'sell', label: 'Verkopen' },
    ],
    defaultValue: 'sell',
  },
};

export const WithDisabledSegment: Story = {
  args: { options: markets.map((option) => ({ ...option, disabled: option.value === 'usdt' })) },
};

export const LongGermanText: Story = {
  args: {
    label: 'Auftragsart',
    options: [
      { value: 'limit', label: 'Limitauftrag' },
      { value: 'market', label: 'Marktauftrag' },
      { value: 'stop', label: 'Stop-Loss-Auftrag' },
    ],
  },
};

export const ChineseAndKorean: Story = {
  args: {
    label: '市場',
    options: [
      { value: 'hk', label: '港股' },
      { value: 'us', label: '美股' },
      { value: 'kr', label: '한국 주식' },
    ],
  },
};
