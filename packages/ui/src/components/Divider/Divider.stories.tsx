import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider, dividerSpacings } from './Divider.tsx';

const meta = {
  title: 'Kit/Divider',
  component: Divider,
  argTypes: { spacing: { control: 'inline-radio', options: dividerSpacings } },
} satisfies Meta<typeof Divider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toBeInTheDocument();
  },
};
export const WithLabel: Story = { args: { label: 'of' } };
export const Large: Story = { args: { spacing: 'lg' } };
export const LongGerman: Story = { args: { label: 'oder mit einem bestehenden Konto anmelden' } };
export const ChineseAndKorean: Story = {
  render: () => (
    <div>
      <Divider label="或" />
      <Divider label="또는" />
    </div>
  ),
};
