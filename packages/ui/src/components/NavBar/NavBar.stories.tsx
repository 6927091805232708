import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { NavBar, navBarTones } from './NavBar.tsx';

const meta = {
  title: 'Kit/NavBar',
  component: NavBar,
  args: { title: 'Opnemen', onBack: fn() },
  argTypes: { tone: { control: 'inline-radio', options: navBarTones } },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
export const WithRight: Story = { args: { right: <Button variant="ghost">Historie</Button> } };
export const Chrome: Story = { args: { tone: 'chrome' } };
export const NoBack: Story = { args: { onBack: undefined, title: 'Markt' } };
export const LongGerman: Story = { args: { title: 'Auszahlungsantrag auf das Referenzkonto stellen' } };
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <NavBar {...args} title="提現" backLabel="返回" />
      <NavBar {...args} title="출금" backLabel="뒤로" />
    </div>
  ),
};
