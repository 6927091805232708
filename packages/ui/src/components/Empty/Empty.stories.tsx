import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Empty } from './Empty.tsx';

const meta = { title: 'Kit/Empty', component: Empty } satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing here yet')).toBeVisible();
  },
};
export const WithAction: Story = {
  args: {
    title: 'Nog geen posities',
    description: 'Koop je eerste aandeel om het hier te zien',
    actions: <Button>Naar de markt</Button>,
  },
};
export const LongGerman: Story = {
  args: {
    title: 'Keine Auszahlungsanträge vorhanden',
    description: 'Hier erscheinen Ihre Auszahlungsanträge, sobald Sie einen gestellt haben',
  },
};
export const ChineseAndKorean: Story = {
  render: () => (
    <div>
      <Empty title="暫無記錄" />
      <Empty title="기록이 없습니다" />
    </div>
  ),
};
