import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Kit/TextField',
  component: TextField,
  args: { label: 'Gebruikersnaam', placeholder: 'Bijv. jan.devries', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Gebruikersnaam' });
    await userEvent.type(input, 'jan');
    await expect(input).toHaveValue('jan');
    await expect(args.onChange).toHaveBeenLastCalledWith('jan');
  },
};
export const Filled: Story = { args: { defaultValue: 'jan.devries' } };
export const WithHint: Story = { args: { hint: '6 tot 20 letters of cijfers', required: true } };
export const WithError: Story = { args: { defaultValue: 'j', error: 'Minimaal 6 tekens' } };
export const Disabled: Story = { args: { defaultValue: 'jan.devries', disabled: true } };
export const WithPrefixAndSuffix: Story = { args: { label: 'Adres', prefix: 'https://', suffix: '.nl' } };
export const LongGerman: Story = {
  args: {
    label: 'Benutzername für die Anmeldung im Wertpapierdepot',
    hint: 'Zwischen sechs und zwanzig Buchstaben oder Ziffern, keine Sonderzeichen',
    error: 'Dieser Benutzername ist leider bereits vergeben',
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} label="用戶名" placeholder="請輸入用戶名" />
      <TextField {...args} label="사용자 이름" placeholder="사용자 이름을 입력하세요" />
    </div>
  ),
};
