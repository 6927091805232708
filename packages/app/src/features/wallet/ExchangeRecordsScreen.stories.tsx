import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { ExchangeRecordsScreen } from './ExchangeRecordsScreen.tsx';
import { exchangeRecordsMock, handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Wallet/ExchangeRecords',
  render: (args: { language: string }) => (
    <ScreenHarness
      screen={<ExchangeRecordsScreen />}
      path={paths.information.exchangeRecords}
      language={args.language}
    />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('USD naar EUR')).toBeInTheDocument();
    await expect(canvas.getByText('+113,46 €')).toBeInTheDocument();
  },
};

export const Empty: Story = states.empty('Je hebt nog niet gewisseld.', exchangeRecordsMock([]));

export const Loading: Story = states.loading('exchange/records');

export const LoadFailed: Story = states.loadFailed('exchange/records');

export const German: Story = {
  args: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('USD in EUR')).toBeInTheDocument();
  },
};

export const Korean: Story = { args: { language: 'ko' } };
