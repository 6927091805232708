import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { approvedRecord, handlers, pendingRecord, recordFixtures, recordsMock } from './mocks.ts';
import { RecordsScreen } from './RecordsScreen.tsx';

const meta = {
  title: 'Screens/Intraday/Records',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<RecordsScreen />} path={paths.intraday.records} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers(recordsMock([pendingRecord, approvedRecord, ...recordFixtures])) } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/**
 * Every state: under review, approved for its day, settled (one protected), rejected with its
 * reason; the approved ones lead to their session report.
 */
export const Records: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Aanvragen daghandel' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(list).getAllByRole('link', { name: 'Dagverslag' })).toHaveLength(3);
  },
};
export const RecordsJade: Story = { ...Records, globals: { brand: 'jade' } };

/** None yet: the way to the application. */
export const Empty: Story = states.empty('Je hebt nog geen daghandel aangevraagd.', recordsMock([]));
export const Loading: Story = states.loading('intraday/records');
export const LoadFailed: Story = states.loadFailed('intraday/records');
export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en' } };
export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
