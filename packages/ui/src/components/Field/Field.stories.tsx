import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './Field.tsx';

const meta = {
  title: 'Kit/Field',
  component: Field,
  args: {
    label: 'Naam op de rekening',
    children: (control) => <input {...control} style={{ minHeight: 44, fontSize: 16 }} />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithHint: Story = { args: { hint: 'Zoals op je bankafschrift' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { hint: 'Zoals op je bankafschrift', error: 'Vul je naam in' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Naam op de rekening' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Vul je naam in Zoals op je bankafschrift');
  },
};
export const LongGerman: Story = {
  args: {
    label: 'Name des Kontoinhabers laut Personalausweis',
    hint: 'Bitte geben Sie den vollständigen Namen ein, wie er auf Ihrem Ausweisdokument steht.',
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Field {...args} label="持卡人姓名" hint="請填寫與身份證相同的姓名" />
      <Field {...args} label="예금주 이름" error="이름을 입력하세요" />
    </div>
  ),
};
