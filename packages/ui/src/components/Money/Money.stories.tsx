import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from './Money.tsx';
import { moneySizes } from './moneyVariants.ts';

const meta = {
  title: 'Kit/Money',
  component: Money,
  args: { value: '1234567.891', suffix: ' €' },
  argTypes: { size: { control: 'inline-radio', options: moneySizes }, value: { control: 'text' } },
} satisfies Meta<typeof Money>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Euro: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.234.567,89 €', { exact: false })).toBeInTheDocument();
  },
};
export const Dollar: Story = { args: { prefix: '$ ' } };
export const Crypto: Story = { args: { prefix: undefined, suffix: ' USDT', scale: 6, value: '12.3456789' } };
export const AllSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {moneySizes.map((size) => (
        <Money key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
export const SignedProfitAndLoss: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Money value="152.4" signed colorBySign prefix="$ " size="lg" />
      <Money value="-87.05" signed colorBySign prefix="$ " size="lg" />
      <Money value="0" signed colorBySign prefix="$ " size="lg" />
    </div>
  ),
};
export const Empty: Story = { args: { value: null } };
