import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Mail } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Badge, Dot } from './Badge.tsx';

const meta = {
  title: 'Kit/Badge',
  component: Badge,
  args: { count: 5 },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const OnIcon: Story = {
  args: { count: 3, label: '3 ongelezen berichten', children: <Icon icon={Mail} size="lg" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 ongelezen berichten')).toBeInTheDocument();
  },
};
export const Overflow: Story = { args: { count: 1234, children: <Icon icon={Mail} size="lg" /> } };
export const Zero: Story = { args: { count: 0, showZero: true } };
export const Dots: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Dot label="Ongelezen">
        <Icon icon={Bell} size="lg" />
      </Dot>
      <Dot tone="positive" label="Live" />
      <Dot tone="pending" label="Wachtend" />
      <Dot tone="info" />
    </div>
  ),
};
export const LongGermanAndCjk: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Badge count={7} label="7 ungelesene Benachrichtigungen">
        <Icon icon={Bell} size="lg" />
      </Badge>
      <Badge count={12} label="12則未讀訊息">
        <Icon icon={Mail} size="lg" />
      </Badge>
      <Badge count={150} label="읽지 않은 메시지 150개">
        <Icon icon={Mail} size="lg" />
      </Badge>
    </div>
  ),
};
