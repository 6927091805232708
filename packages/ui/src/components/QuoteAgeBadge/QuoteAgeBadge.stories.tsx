import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandsSideBySide } from '../../visual/BrandsSideBySide.tsx';
import { QuoteAgeBadge } from './QuoteAgeBadge.tsx';

const NOW = Date.parse('2025-03-03T10:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const meta = {
  title: 'Kit/QuoteAgeBadge',
  component: QuoteAgeBadge,
  args: { updatedAt: ago(2 * 60_000 + 5_000), now: NOW },
  argTypes: { tradingStatus: { control: 'inline-radio', options: ['trading', 'closed', 'halted', 'unlisted'] } },
} satisfies Meta<typeof QuoteAgeBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DelayedMinutes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Delayed · 2 min')).toHaveAttribute('data-state', 'delayed');
  },
};
/** Between the stale limit (15 s) and a minute: no number yet. */
export const DelayedUnderAMinute: Story = { args: { updatedAt: ago(20_000) } };
export const DelayedHours: Story = { args: { updatedAt: ago(3 * 3_600_000 + 60_000) } };
/** A fresh quote shows nothing at all. */
export const Fresh: Story = {
  args: { updatedAt: ago(5_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Delayed/)).not.toBeInTheDocument();
  },
};
export const Closed: Story = { args: { tradingStatus: 'closed', updatedAt: ago(16 * 3_600_000) } };
export const Halted: Story = { args: { tradingStatus: 'halted' } };
export const Unlisted: Story = { args: { tradingStatus: 'unlisted' } };
export const Translated: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <QuoteAgeBadge {...args} texts={{ delayedFor: 'Vertraagd · {{age}}' }} />
      <QuoteAgeBadge {...args} texts={{ delayedFor: '延遲 · {{age}}', minutes: '{{count}} 分鐘' }} />
      <QuoteAgeBadge {...args} texts={{ delayedFor: '지연 · {{age}}', minutes: '{{count}}분' }} />
      <QuoteAgeBadge {...args} tradingStatus="halted" texts={{ halted: 'Stilgelegd' }} />
    </div>
  ),
};

function LiveBadge() {
  // A quote that arrived 12 s ago and then stopped: the badge appears by itself 3 s later.
  const [updatedAt] = useState(() => Date.now() - 12_000);
  return (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      ASML <QuoteAgeBadge updatedAt={updatedAt} />
    </p>
  );
}
/** On its own clock: it re-renders when the quote turns stale, then once a minute. */
export const OnItsOwnClock: Story = { render: () => <LiveBadge /> };
export const BothBrands: Story = {
  render: (args) => (
    <BrandsSideBySide>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <QuoteAgeBadge {...args} />
        <QuoteAgeBadge {...args} tradingStatus="closed" />
        <QuoteAgeBadge {...args} tradingStatus="halted" />
      </div>
    </BrandsSideBySide>
  ),
};
