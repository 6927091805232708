import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { AccountScreen } from './AccountScreen.tsx';
import { handlers, newUserFixture, emptySummaryFixture } from './mocks.ts';

const meta = {
  title: 'Screens/Account/Account',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<AccountScreen />} path={paths.information.index} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** A verified user with money and six unread notices. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Jan de Vries')).toBeInTheDocument();
    await expect(canvas.getByText('UID DS10023')).toBeInTheDocument();
    // The account's money as the server summed it, in the base currency; then each currency in its own.
    await expect(await canvas.findByText('20.932,53 €')).toBeInTheDocument();
    await expect(canvas.getByText('$ 1.000,00')).toBeInTheDocument();
    await expect(await canvas.findByText(/^Ongelezen mededelingen: \d+$/)).toBeInTheDocument();
    // No amount is cut short: every figure fits its column or wraps (an ellipsis hid the cents).
    for (const value of canvasElement.querySelectorAll('dd')) {
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    }
  },
};

/** A new user: nothing verified, an empty wallet, no notices. */
export const NewUser: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('user/info', { data: newUserFixture }),
        mockApi('user/notice', { data: [] }),
        mockApi('user/summary', { data: emptySummaryFixture }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('jan.devries')).toBeInTheDocument();
    await expect((await canvas.findAllByText('0,00 €')).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = states.loading(['user/info', 'user/summary']);

export const LoadFailed: Story = states.loadFailed(['user/info', 'user/summary']);

/** Logging out asks first. */
export const LogoutConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Uitloggen' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Uitloggen?' });
    await expect(dialog).toBeInTheDocument();
  },
};

/** No customer-service link configured: signed in, the menu entry opens the built-in support centre. */
export const NoSupportLink: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('common/config', {
          data: [
            { name: 'title', value: 'Dutch stocks' },
            { name: 'kefu', value: '' },
          ],
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The header's button and the menu entry do the same.
    const [support] = await canvas.findAllByRole('button', { name: 'Klantenservice' });
    await userEvent.click(support!);
    // Signed in, customer service without a link of its own is the built-in support centre.
    await expect(await canvas.findByRole('heading', { name: paths.information.support })).toBeInTheDocument();
  },
};

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
