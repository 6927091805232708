import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField.tsx';

const meta = {
  title: 'Kit/PhoneField',
  component: PhoneField,
  args: { label: 'Telefoonnummer', maxLength: 10, onChange: fn() },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Telefoonnummer' });
    await userEvent.type(input, '06 12a34');
    await expect(input).toHaveValue('061234');
  },
};
export const WithPrefix: Story = { args: { prefix: '+31', defaultValue: '612345678' } };
export const WithError: Story = { args: { defaultValue: '0612', error: 'Voer 10 cijfers in' } };
export const Disabled: Story = { args: { defaultValue: '0612345678', disabled: true } };
export const LongGerman: Story = {
  args: { label: 'Mobiltelefonnummer für die Zwei-Faktor-Authentifizierung', hint: 'Ohne Ländervorwahl' },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PhoneField {...args} label="手機號碼" prefix="+886" />
      <PhoneField {...args} label="휴대폰 번호" prefix="+82" />
    </div>
  ),
};
