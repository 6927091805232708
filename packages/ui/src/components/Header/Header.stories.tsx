import type { Meta, StoryObj } from '@storybook/react-vite';
import { verificationBadges } from '@broker/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header.tsx';

const meta = {
  title: 'Kit/Header',
  component: Header,
  args: { greeting: 'Goedemorgen', onNotices: fn(), onCustomerService: fn() },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Greeting: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notices' }));
    await expect(args.onNotices).toHaveBeenCalledOnce();
  },
};
export const Unread: Story = {
  args: { unread: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notices, Unread notices' })).toBeVisible();
  },
};
/** Customer service has answered: a dot on its button, and its name says so. */
export const SupportUnread: Story = {
  args: { customerServiceUnread: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Customer service, New reply' })).toBeVisible();
  },
};
export const SupportUnreadJade: Story = { ...SupportUnread, globals: { brand: 'jade' } };
export const Profiles: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {verificationBadges.map((verification) => (
        <Header
          key={verification}
          {...args}
          onSettings={fn()}
          profile={{ realName: 'Jan de Vries', uid: '100234', verification }}
        />
      ))}
    </div>
  ),
};
export const LongGerman: Story = {
  args: { greeting: 'Guten Morgen, willkommen zurück bei Ihrem Wertpapierdepot', unread: 1 },
};
export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Header {...args} greeting="早安" />
      <Header {...args} profile={{ realName: '김민준', uid: '100235', verification: 'waiting' }} onSettings={fn()} />
    </div>
  ),
};
