import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import {
  approvedRecord,
  handlers,
  meterMock,
  pendingRecord,
  protectedRecord,
  rejectedRecord,
  settledRecord,
  tradesMock,
} from './mocks.ts';
import { ReportScreen } from './ReportScreen.tsx';

interface Args {
  language: string;
  id: string;
}

const meta = {
  title: 'Screens/Intraday/Report',
  render: (args: Args) => (
    <ScreenHarness
      screen={<ReportScreen />}
      path={paths.intraday.report}
      initialEntry={withQuery(paths.intraday.report, { id: args.id })}
      language={args.language}
    />
  ),
  args: { language: 'nl', id: settledRecord.id },
  argTypes: {
    id: {
      control: 'inline-radio',
      options: [settledRecord.id, protectedRecord.id, approvedRecord.id, pendingRecord.id, rejectedRecord.id, 'i-nope'],
    },
  },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);
const jade = { globals: { brand: 'jade' } } as const;

/** Settled: the figures and settlement, the equity as history, the trades (one closed by the flatten). */
export const Settled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: /^Geschiedenis van de waarde/ })).toBeInTheDocument();
    const trades = await canvas.findByRole('list', { name: 'Transacties' });
    await expect(within(trades).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(trades).getByText('Gesloten vóór het slot (daghandel)')).toBeInTheDocument();
  },
};
export const SettledJade: Story = { ...Settled, ...jade };

/** Settled after a loss beyond the amount: the loss limit's close, the protected loss. */
export const Protected: Story = {
  args: { id: protectedRecord.id },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Gesloten: verlieslimiet van daghandel bereikt'),
    ).toBeInTheDocument();
  },
};

/** Still running: not complete until the settlement, the way to the account; open positions at their price now. */
export const Running: Story = {
  args: { id: approvedRecord.id },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Deze handelsdag loopt nog: het verslag is pas compleet na de afrekening.',
      ),
    ).toBeInTheDocument();
  },
};
export const RunningJade: Story = { ...Running, ...jade };

/** A session that traded nothing, with no history yet. */
export const NoTrades: Story = states.empty('Geen transacties op deze handelsdag.', tradesMock({}), meterMock({}));

/** Under review: no session yet, so no trades or meter are read. */
export const Pending: Story = {
  args: { id: pendingRecord.id },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Je aanvraag wordt nog beoordeeld. Er is nog niet gehandeld, dus er zijn nog geen transacties of waarden.',
      ),
    ).toBeInTheDocument();
  },
};

export const Rejected: Story = { args: { id: rejectedRecord.id } };

export const Loading: Story = states.loading('intraday/detail', { heading: 'Dagverslag' });
export const LoadFailed: Story = states.loadFailed('intraday/detail');
/** The record read, its trades and meter failed: each says so in its place with its own retry. */
export const PartsFailed: Story = states.loadFailed(['intraday/trades', 'intraday/meter'], { retries: 2 });
export const Offline: Story = states.offline();

/** Not the user's (or no such id): the way back to the records. */
export const NotFound: Story = {
  args: { id: 'i-nope' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Deze aanvraag hebben we niet gevonden.')).toBeInTheDocument();
  },
};
export const English: Story = { args: { language: 'en' } };
export const German: Story = { args: { language: 'de' } };
export const GermanRunning: Story = { args: { language: 'de', id: approvedRecord.id } };
export const Korean: Story = { args: { language: 'ko' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
