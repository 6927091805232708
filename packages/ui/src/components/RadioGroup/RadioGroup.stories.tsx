import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, radioGroupOrientations } from './RadioGroup.tsx';

const meta = {
  title: 'Kit/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Opnamemethode',
    options: [
      { value: 'bank', label: 'Bankrekening', description: 'ING •••• 1234' },
      { value: 'usdt', label: 'USDT (TRC20)' },
      { value: 'card', label: 'Creditcard', disabled: true },
    ],
    onChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Nothing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Bankrekening/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'USDT (TRC20)' })).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('usdt');
  },
};
export const Chosen: Story = { args: { defaultValue: 'usdt' } };
export const Horizontal: Story = {
  args: {
    label: 'Richting',
    orientation: 'horizontal',
    defaultValue: 'buy',
    options: [
      { value: 'buy', label: 'Kopen' },
      { value: 'sell', label: 'Verkopen' },
    ],
  },
};
export const WithError: Story = { args: { error: 'Kies een opnamemethode', required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'bank' } };
export const LongGerman: Story = {
  args: {
    label: 'Auszahlungsmethode auswählen',
    options: [
      {
        value: 'bank',
        label: 'Überweisung auf das hinterlegte Referenzkonto',
        description: 'Dauer: ein bis drei Werktage',
      },
      { value: 'usdt', label: 'Kryptowährung (USDT über das TRON-Netzwerk)' },
    ],
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <RadioGroup
        {...args}
        label="提現方式"
        options={[
          { value: 'bank', label: '銀行卡' },
          { value: 'usdt', label: '加密貨幣錢包' },
        ]}
      />
      <RadioGroup
        {...args}
        label="출금 방법"
        options={[
          { value: 'bank', label: '은행 계좌' },
          { value: 'usdt', label: '암호화폐 지갑' },
        ]}
      />
    </div>
  ),
};
