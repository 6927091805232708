import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { simulatedQuoteStreamMock } from '../../mocks/marketData.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers, marginFixtures } from './mocks.ts';
import { TradeScreen } from './TradeScreen.tsx';

interface Args {
  language: string;
  tab: 'holding' | 'closed' | 'pending' | 'orders';
}

const jade = { globals: { brand: 'jade' } } as const;

const meta = {
  title: 'Screens/Trading/Trade',
  render: (args: Args) => (
    <ScreenHarness
      screen={<TradeScreen />}
      path={paths.trade.index}
      initialEntry={withQuery(paths.trade.index, { tab: args.tab })}
      language={args.language}
    />
  ),
  args: { language: 'nl', tab: 'holding' },
  argTypes: { tab: { control: 'inline-radio', options: ['holding', 'closed', 'pending', 'orders'] } },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Open positions with their P&L and the total per currency; the charts with their text alternatives. */
export const Holding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'In bezit' })).toBeInTheDocument();
    await expect(await canvas.findByText('20.932,53 €')).toBeInTheDocument();
  },
};
export const HoldingJade: Story = { ...Holding, ...jade };

/** The charts of the account's value and allocation, behind a tap. */
export const Charts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Grafieken tonen' }));
    await expect(await canvas.findByRole('img', { name: /^Rekeningwaarde van/ })).toBeInTheDocument();
  },
};

/** The P&L follows the live prices. */
export const LivePnl: Story = { parameters: { msw: { handlers: handlers(simulatedQuoteStreamMock()) } } };

export const Closed: Story = { args: { tab: 'closed' } };
export const Pending: Story = { args: { tab: 'pending' } };
export const AllOrders: Story = { args: { tab: 'orders' }, ...jade };

/** A leveraged currency below its warning level. */
export const MarginAlert: Story = {
  parameters: { msw: { handlers: handlers(mockApi('margin/info', { data: marginFixtures.warning })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Margeniveau onder 80 %')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('trade/positions', (body) => ({ data: pageOf([], body) })),
        mockApi('trade/valueHistory', { data: { currency: 'EUR', points: [] } }),
        mockApi('trade/allocation', { data: { currency: 'EUR', total: '0.00', byMarket: [], byCurrency: [] } }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Geen open posities/)).toBeInTheDocument();
  },
};
export const EmptyJade: Story = { ...Empty, ...jade };

export const Loading: Story = states.loading(['trade/positions', 'trade/valueHistory', 'trade/allocation']);

export const LoadFailed: Story = states.loadFailed(['trade/positions', 'trade/valueHistory', 'trade/allocation']);
export const LoadFailedJade: Story = { ...LoadFailed, ...jade };

export const Offline: Story = states.offline();

export const German: Story = { args: { language: 'de' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
export const English: Story = { args: { language: 'en', tab: 'closed' } };
