import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { SettingScreen } from './SettingScreen.tsx';
import { handlers, newUserFixture } from './mocks.ts';

const meta = {
  title: 'Screens/Account/Setting',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<SettingScreen />} path={paths.information.setting} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const FundPasswordSet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ingesteld')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Taal/ })).toHaveTextContent('Nederlands');
  },
};

export const FundPasswordNotSet: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/info', { data: newUserFixture })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Niet ingesteld')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('user/info');

/** `user/info` fails: the links still work; the shared client has toasted the failure. */
export const InfoFailed: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/info', { error: 'error.system.busy' })) } },
};

export const LogoutConfirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Uitloggen' }));
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Uitloggen?' })).toBeInTheDocument();
  },
};

export const German: Story = { args: { language: 'de' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
