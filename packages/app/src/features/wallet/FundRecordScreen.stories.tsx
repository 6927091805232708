import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { FundRecordScreen } from './FundRecordScreen.tsx';
import { fundsRecordsMock, handlers, pendingWithdrawal, rejectedWithdrawal } from './mocks.ts';

interface Args {
  language: string;
  kind: 'deposit' | 'withdrawal' | 'ledger';
}

/** A withdrawal asked an hour ago: its countdown has about 23 hours left. */
const freshWithdrawal = {
  ...pendingWithdrawal,
  createdAt: new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z'),
};

const meta = {
  title: 'Screens/Wallet/FundRecord',
  render: (args: Args) => (
    <ScreenHarness
      screen={<FundRecordScreen />}
      path={paths.information.fundRecord}
      initialEntry={withQuery(paths.information.fundRecord, { kind: args.kind })}
      language={args.language}
    />
  ),
  args: { language: 'nl', kind: 'deposit' },
  argTypes: { kind: { control: 'inline-radio', options: ['deposit', 'withdrawal', 'ledger'] } },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Deposits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('SEPA bank transfer')).toBeInTheDocument();
    await expect(canvas.getByText('In behandeling')).toBeInTheDocument();
  },
};

export const Withdrawals: Story = { args: { kind: 'withdrawal' } };

export const Ledger: Story = {
  args: { kind: 'ledger' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Gewisseld (bij)')).toBeInTheDocument();
  },
};

/** The tracker of a rejected withdrawal names the operator's reason. */
export const RejectedTracker: Story = {
  args: { kind: 'withdrawal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /TXYZ12…56mn/ }));
    const sheet = within(canvasElement.ownerDocument.body);
    await expect(await sheet.findByText(`Reden: ${rejectedWithdrawal.remark}`)).toBeInTheDocument();
  },
};

/** The tracker of a pending withdrawal: the processing time and the live countdown. */
export const PendingTracker: Story = {
  args: { kind: 'withdrawal' },
  parameters: { msw: { handlers: handlers(fundsRecordsMock({ withdrawal: [freshWithdrawal] })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /NL91\*\*\*\*4300/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Wordt gecontroleerd')).toBeInTheDocument();
    await expect(body.getByText(/^Verwerkt binnen (22|23)u \d+m$/)).toBeInTheDocument();
  },
};

export const Empty: Story = states.empty(
  'Je hebt nog niets gestort.',
  fundsRecordsMock({ deposit: [], withdrawal: [], ledger: [] }),
);

export const Loading: Story = states.loading('funds/records');

export const LoadFailed: Story = states.loadFailed('funds/records');

export const German: Story = {
  args: { language: 'de', kind: 'withdrawal' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Auszahlungen' })).toBeInTheDocument();
  },
};

export const SimplifiedChinese: Story = { args: { language: 'zh-Hans', kind: 'ledger' } };

export const Korean: Story = { args: { language: 'ko' } };
