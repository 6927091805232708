import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Headset, Search, Settings } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon.tsx';
import { iconSizes } from './iconSizes.ts';

const meta = {
  title: 'Kit/Icon',
  component: Icon,
  args: { icon: Bell, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: iconSizes }, icon: { control: false } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const WithLabel: Story = {
  args: { label: 'Meldingen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Meldingen' })).toBeVisible();
  },
};

export const AllSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {iconSizes.map((size) => (
        <Icon key={size} icon={Search} size={size} />
      ))}
      <Icon icon={Settings} />
      <Icon icon={Headset} />
    </div>
  ),
};
