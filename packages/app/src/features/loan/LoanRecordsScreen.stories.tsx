import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { LoanRecordsScreen } from './LoanRecordsScreen.tsx';
import {
  dueSoonLoan,
  handlers,
  manyLoans,
  overdueLoan,
  pendingLoan,
  recordsMock,
  rejectedLoan,
  runningLoan,
  settledLoan,
} from './mocks.ts';

const meta = {
  title: 'Screens/Loan/Records',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<LoanRecordsScreen />} path={paths.loan.records} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: {
    msw: {
      handlers: handlers(recordsMock([pendingLoan, runningLoan, dueSoonLoan, overdueLoan, settledLoan, rejectedLoan])),
    },
  },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Every state: under review, running, due soon, overdue, settled, rejected with its reason. */
export const Records: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Leningen' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};
export const RecordsJade: Story = { ...Records, globals: { brand: 'jade' } };

/** More than a page: the next one loads as the list is read. */
export const Paged: Story = {
  parameters: { msw: { handlers: handlers(recordsMock(manyLoans(45))) } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Leningen' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize');
  },
};

/** The loans of shares (`?tab=lending`): each as its ledger, stopped or recalled on sale. */
export const LentShares: Story = {
  render: (args: { language: string }) => (
    <ScreenHarness
      screen={<LoanRecordsScreen />}
      path={paths.loan.records}
      initialEntry={`${paths.loan.records}?tab=lending`}
      language={args.language}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Uitgeleende aandelen' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};
export const LentSharesJade: Story = { ...LentShares, globals: { brand: 'jade' } };

/** None yet: the way to borrow. */
export const Empty: Story = states.empty('Je hebt nog geen lening.', recordsMock([]));
export const Loading: Story = states.loading('loan/records');
export const LoadFailed: Story = states.loadFailed('loan/records');
export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en' } };
export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
export const KoreanJade: Story = { args: { language: 'ko' }, globals: { brand: 'jade' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
