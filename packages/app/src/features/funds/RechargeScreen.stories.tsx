import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { RechargeScreen } from './RechargeScreen.tsx';
import { channelsFixture, closedToday, handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Funds/Recharge',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<RechargeScreen />} path={paths.information.recharge} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Bank and crypto channels with bounds and hours; iDEAL is closed. */
export const Channels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Crypto' })).toBeInTheDocument();
    await expect(canvas.getByText('Gesloten')).toBeInTheDocument();
  },
};

/** The SEPA channel is outside its hours right now. */
export const OutsideHours: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('funds/channels', () => ({
          data: channelsFixture.map((channel) =>
            channel.id === 'sepa-eur' ? { ...channel, hours: closedToday() } : channel,
          ),
        })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Buiten openingstijden')).toBeInTheDocument();
  },
};

export const Empty: Story = states.empty(
  'Er zijn op dit moment geen stortingskanalen.',
  mockApi('funds/channels', { data: [] }),
);

export const Loading: Story = states.loading('funds/channels');

export const LoadFailed: Story = states.loadFailed('funds/channels');

export const German: Story = { args: { language: 'de' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
