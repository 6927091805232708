import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Kit/Switch',
  component: Switch,
  args: { label: 'Koersmeldingen', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Koersmeldingen' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const On: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = { args: { description: 'Een melding bij 5% koersbeweging' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongGerman: Story = {
  args: {
    label: 'Benachrichtigungen bei Kursbewegungen',
    description: 'Sie erhalten eine Mitteilung, sobald sich der Kurs um mehr als fünf Prozent bewegt',
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div>
      <Switch {...args} label="價格提醒" />
      <Switch {...args} label="가격 알림" />
    </div>
  ),
};
