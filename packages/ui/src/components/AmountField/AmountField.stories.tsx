import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountField } from './AmountField.tsx';

const meta = {
  title: 'Kit/AmountField',
  component: AmountField,
  args: { label: 'Bedrag', prefix: '€', placeholder: '0,00', onChange: fn() },
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fiat: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Bedrag' });
    await userEvent.type(input, '250,755');
    await expect(input).toHaveValue('250,75');
    await expect(args.onChange).toHaveBeenLastCalledWith('250.75');
  },
};
export const Crypto: Story = {
  args: { label: 'Opnamebedrag', prefix: undefined, suffix: 'USDT', scale: 6, defaultValue: '12.345678' },
};
export const WithHintAndError: Story = {
  args: { defaultValue: '5', hint: 'Minimaal € 10,00', error: 'Het bedrag is lager dan het minimum' },
};
export const Disabled: Story = { args: { defaultValue: '100', disabled: true } };
export const LongGerman: Story = {
  args: {
    label: 'Auszahlungsbetrag in Euro',
    hint: 'Verfügbarer Betrag für die Auszahlung auf Ihr Referenzkonto: 12.345,67 €',
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <AmountField {...args} label="提現金額" prefix="$" />
      <AmountField {...args} label="출금 금액" prefix={undefined} suffix="KRW" />
    </div>
  ),
};
