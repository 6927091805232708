import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { goOffline } from '../trading/mocks.ts';
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

/** Listed offerings as history: issue price against the first close, the premium and the allotment rate. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/eerste koers 27,94 € → slot dag 1 28,61/)).toBeInTheDocument();
    await expect(canvas.getByText(/^Historie: /)).toBeVisible();
  },
};
export const HistoryJade: Story = { ...History, ...jade };

export const Empty: Story = {
  parameters: { msw: { handlers: handlers(newShareListMock([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Er is nog geen uitgifte genoteerd.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: handlers(mockApi('newShare/list', { loading: true })) } },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: handlers(mockApi('newShare/list', { error: 'error.system.busy' })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};
export const LoadFailedJade: Story = { ...LoadFailed, ...jade };

export const Offline: Story = {
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Geen internetverbinding. We tonen de laatst bekende gegevens.'),
    ).toBeVisible();
  },
};

export const English: Story = { args: { language: 'en' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' }, ...jade };
