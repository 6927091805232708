import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Result, resultStatuses } from './Result.tsx';

const meta = {
  title: 'Kit/Result',
  component: Result,
  args: {
    status: 'success',
    title: 'Opname ingediend',
    description: 'We verwerken je aanvraag meestal binnen 24 uur.',
    actions: (
      <>
        <Button size="lg" block>
          Bekijk opname
        </Button>
        <Button size="lg" block variant="ghost">
          Naar home
        </Button>
      </>
    ),
  },
  argTypes: { status: { control: 'inline-radio', options: resultStatuses } },
} satisfies Meta<typeof Result>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Opname ingediend' })).toBeVisible();
  },
};
export const Failure: Story = {
  args: { status: 'failure', title: 'Opname mislukt', description: 'Onvoldoende saldo.' },
};
export const Pending: Story = { args: { status: 'pending', title: 'In behandeling' } };
export const Info: Story = {
  args: { status: 'info', title: 'Markt gesloten', description: 'Handelen kan weer om 09:00.' },
};
export const LongGerman: Story = {
  args: {
    title: 'Ihr Auszahlungsantrag wurde erfolgreich eingereicht',
    description: 'Die Bearbeitung dauert in der Regel bis zu vierundzwanzig Stunden an Werktagen.',
  },
};
export const Chinese: Story = { args: { title: '提交成功', description: '預計24小時內到賬' } };
export const Korean: Story = { args: { status: 'failure', title: '제출 실패', description: '잔액이 부족합니다' } };
