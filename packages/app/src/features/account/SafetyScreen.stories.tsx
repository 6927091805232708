import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { SafetyScreen } from './SafetyScreen.tsx';
import { handlers, newUserFixture } from './mocks.ts';

const meta = {
  title: 'Screens/Account/Safety',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<SafetyScreen />} path={paths.information.safety} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Protected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Security tips' })).toBeInTheDocument();
    await expect(await canvas.findByText('Ingesteld')).toBeInTheDocument();
  },
};

export const NothingSetUp: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/info', { data: newUserFixture })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Niet ingesteld')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading(['user/info', 'common/article']);

export const ArticleFailed: Story = states.loadFailed('common/article');

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
