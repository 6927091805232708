import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statusBadgeTones } from './StatusBadge.tsx';

const meta = {
  title: 'Kit/StatusBadge',
  component: StatusBadge,
  args: { tone: 'pending', label: 'In behandeling' },
  argTypes: { tone: { control: 'inline-radio', options: statusBadgeTones } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In behandeling')).toHaveAttribute('data-tone', 'pending');
  },
};
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <StatusBadge tone="positive" label="Goedgekeurd" />
      <StatusBadge tone="negative" label="Afgewezen" />
      <StatusBadge tone="pending" label="In behandeling" />
      <StatusBadge tone="neutral" label="Geannuleerd" />
      <StatusBadge tone="info" label="Vergrendeld" />
      <StatusBadge tone="positive" label="Actief" dot />
    </div>
  ),
};
export const LongGerman: Story = { args: { label: 'Überprüfung durch den Kundendienst ausstehend' } };
export const ChineseAndKorean: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge tone="positive" label="已通過" />
      <StatusBadge tone="negative" label="已拒絕" />
      <StatusBadge tone="pending" label="검토 중" />
    </div>
  ),
};
