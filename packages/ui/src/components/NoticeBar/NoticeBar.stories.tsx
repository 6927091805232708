import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeBar, noticeBarTones } from './NoticeBar.tsx';

const meta = {
  title: 'Kit/NoticeBar',
  component: NoticeBar,
  args: { text: 'Zaterdag van 02:00 tot 06:00 onderhoud: handelen is dan niet mogelijk.', onClose: fn() },
  argTypes: { tone: { control: 'inline-radio', options: noticeBarTones } },
} satisfies Meta<typeof NoticeBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};
export const Closable: Story = {
  args: { closable: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close notice' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
export const Scrolling: Story = { args: { scrolling: true, closable: true } };
export const Info: Story = { args: { tone: 'info' } };
export const Negative: Story = {
  args: { tone: 'negative', text: 'Je account is beperkt. Neem contact op met de klantenservice.' },
};
export const LongGerman: Story = {
  args: {
    text: 'Wartungsarbeiten am Samstag zwischen zwei und sechs Uhr: Der Wertpapierhandel ist in dieser Zeit nicht möglich.',
  },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <NoticeBar {...args} text="週六02:00至06:00系統維護，期間暫停交易。" />
      <NoticeBar {...args} text="토요일 02:00~06:00 시스템 점검으로 거래가 중단됩니다." scrolling />
    </div>
  ),
};
