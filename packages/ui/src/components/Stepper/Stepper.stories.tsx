import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper } from './Stepper.tsx';

const meta = {
  title: 'Kit/Stepper',
  component: Stepper,
  args: { label: 'Aantal loten', min: 1, max: 100, defaultValue: 1, onChange: fn() },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Aantal loten' })).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};
export const AtMaximum: Story = { args: { defaultValue: 100, hint: 'Maximaal 100 loten' } };
export const WithError: Story = { args: { defaultValue: 40, error: 'Onvoldoende saldo voor 40 loten' } };
export const Disabled: Story = { args: { disabled: true } };
export const LongGerman: Story = {
  args: { label: 'Anzahl der Handelseinheiten (Lots)', hint: '1 Lot entspricht 100 Aktien' },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Stepper {...args} label="手數" decreaseLabel="減少" increaseLabel="增加" />
      <Stepper {...args} label="로트 수" decreaseLabel="감소" increaseLabel="증가" />
    </div>
  ),
};
