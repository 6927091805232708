import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { StartScreen } from './StartScreen.tsx';
import { handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Login/Start',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<StartScreen />} path={paths.login.start} language={args.language} />
  ),
  args: { language: 'nl' },
  parameters: { msw: { handlers: handlers() } },
  beforeEach: () => {
    sessionStore.signOut();
  },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Dutch stocks' })).toBeInTheDocument();
  },
};

export const German: Story = { args: { language: 'de' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
export const Korean: Story = { args: { language: 'ko' } };

/** "Get started" leads to the welcome page with login and registration. */
export const GetStarted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aan de slag' }));
    await expect(await canvas.findByRole('heading', { name: paths.login.loginAfter })).toBeInTheDocument();
  },
};

/** A user who is still logged in skips the start and lands on home. */
export const AlreadyLoggedIn: Story = {
  beforeEach: () => signIn(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: paths.home.index })).toBeInTheDocument();
  },
};

/** The splash stays while the configuration has not arrived. */
export const WaitingForConfig: Story = {
  parameters: { msw: { handlers: handlers(mockApi('common/config', { loading: true })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Bezig met laden…')).toBeInTheDocument();
  },
};

/** The server cannot be reached: the splash says it keeps trying. */
export const ConfigFails: Story = {
  parameters: { msw: { handlers: handlers(mockApi('common/config', { error: 'error.system.busy', http: 500 })) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Verbinding met de server mislukt. We proberen het opnieuw…'),
    ).toBeInTheDocument();
  },
};
