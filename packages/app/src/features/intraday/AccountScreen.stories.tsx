import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { AccountScreen } from './AccountScreen.tsx';
import { accountMock, breachedAccount, handlers, intradayPositionsMock, runningAccount } from './mocks.ts';

const meta = {
  title: 'Screens/Intraday/Account',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<AccountScreen />} path={paths.intraday.account} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Trading: the meter at 40 % and 20 %, the countdown to the flatten, two open positions. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('meter', { name: 'Daglimiet voor verlies' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const list = await canvas.findByRole('list', { name: 'Open posities' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};
export const RunningJade: Story = { ...Running, globals: { brand: 'jade' } };

/** Past the preview: the note that the positions are closed soon, the countdown in its last minutes. */
export const FlattenSoon: Story = {
  parameters: { msw: { handlers: handlers(accountMock(() => runningAccount({}, 4 * 60_000))) } },
};

/** The daily loss limit reached: everything closed, the day ended. */
export const Breached: Story = {
  parameters: { msw: { handlers: handlers(accountMock(breachedAccount), intradayPositionsMock([])) } },
};

/** No account running: the way to the application. */
export const Empty: Story = states.empty('Er loopt geen daghandelrekening.', accountMock(null));
export const Loading: Story = states.loading('intraday/account');
export const LoadFailed: Story = states.loadFailed('intraday/account');
export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en' } };
export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
