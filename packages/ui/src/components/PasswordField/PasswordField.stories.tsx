import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Kit/PasswordField',
  component: PasswordField,
  args: { label: 'Wachtwoord', onChange: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Wachtwoord');
    await userEvent.type(input, 'geheim123');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};
export const WithError: Story = { args: { defaultValue: 'abc', error: 'Wachtwoord onjuist' } };
export const FundPassword: Story = {
  args: { label: 'Transactiewachtwoord', numeric: true, maxLength: 6, hint: '6 cijfers', autoComplete: 'off' },
};
export const Disabled: Story = { args: { defaultValue: 'geheim', disabled: true } };
export const LongGerman: Story = {
  args: { label: 'Neues Passwort für Ihr Wertpapierkonto', hint: 'Mindestens acht Zeichen mit Buchstaben und Ziffern' },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PasswordField {...args} label="登入密碼" showLabel="顯示密碼" hideLabel="隱藏密碼" />
      <PasswordField {...args} label="비밀번호" showLabel="비밀번호 표시" hideLabel="비밀번호 숨기기" />
    </div>
  ),
};
