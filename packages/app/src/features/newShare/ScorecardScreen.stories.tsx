import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers, newShareListMock } from './mocks.ts';
import { ScorecardScreen } from './ScorecardScreen.tsx';

const jade = { globals: { brand: 'jade' } } as const;

const meta = {
  title: 'Screens/NewShare/Scorecard',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<ScorecardScreen />} path={paths.newShare.scorecard} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Listed offerings as history: issue price against the first close, the premium and the allotment rate. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/eerste koers 27,94 € → slot dag 1 28,61/)).toBeInTheDocument();
    await expect(canvas.getByText(/^Historie: /)).toBeVisible();
  },
};
export const HistoryJade: Story = { ...History, ...jade };

export const Empty: Story = states.empty('Er is nog geen uitgifte genoteerd.', newShareListMock([]));

export const Loading: Story = states.loading('newShare/list');

export const LoadFailed: Story = states.loadFailed('newShare/list');
export const LoadFailedJade: Story = { ...LoadFailed, ...jade };

export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' }, ...jade };
