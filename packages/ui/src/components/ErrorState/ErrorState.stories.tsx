import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Kit/ErrorState',
  component: ErrorState,
  args: {
    message: 'Geen verbinding met de server.',
    onRetry: fn(() => new Promise((resolve) => setTimeout(resolve, 300))),
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const LongGerman: Story = {
  args: {
    title: 'Etwas ist schiefgelaufen',
    message: 'Die Verbindung zum Server konnte nicht hergestellt werden. Bitte überprüfen Sie Ihre Internetverbindung.',
    retryLabel: 'Erneut versuchen',
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div>
      <ErrorState {...args} title="出錯了" message="網絡連接失敗" retryLabel="重試" />
      <ErrorState {...args} title="오류가 발생했습니다" message="네트워크 연결에 실패했습니다" retryLabel="다시 시도" />
    </div>
  ),
};
