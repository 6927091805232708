import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown, countdownFormats, countdownSizes } from './Countdown.tsx';

const meta = {
  title: 'Kit/Countdown',
  component: Countdown,
  args: { label: 'Betaalvenster sluit over', remainingMs: 2 * 3600_000 + 14 * 60_000 + 5000 },
  argTypes: {
    format: { control: 'inline-radio', options: countdownFormats },
    size: { control: 'inline-radio', options: countdownSizes },
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Betaalvenster sluit over 2h 14m/)).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};
export const Units: Story = { args: { format: 'units', size: 'lg' } };
export const WithDays: Story = { args: { remainingMs: 3 * 86_400_000 + 5000 } };
export const Ending: Story = { args: { remainingMs: 45_000, endingMs: 60_000, size: 'lg' } };
export const Ended: Story = { args: { remainingMs: 0, endedText: 'Verlopen' } };
export const GermanChineseKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Countdown {...args} label="Zahlungsfrist endet in" format="units" />
      <Countdown {...args} label="付款剩餘時間" />
      <Countdown {...args} label="결제 남은 시간" />
    </div>
  ),
};
