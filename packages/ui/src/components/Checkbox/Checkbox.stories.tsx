import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Kit/Checkbox',
  component: Checkbox,
  args: { children: 'Ik ga akkoord met de voorwaarden', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = { args: { description: 'Je kunt dit later wijzigen bij Instellingen' } };
export const WithError: Story = { args: { error: 'Ga akkoord om verder te gaan' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongGerman: Story = {
  args: {
    children:
      'Ich habe die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung gelesen und bin damit einverstanden',
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div>
      <Checkbox {...args}>我已閱讀並同意用戶協議</Checkbox>
      <Checkbox {...args}>이용 약관에 동의합니다</Checkbox>
    </div>
  ),
};
