import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { simulatedQuoteStreamMock } from '../../mocks/marketData.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers } from './mocks.ts';
import { PositionDetailScreen } from './PositionDetailScreen.tsx';

interface Args {
  language: string;
  id: string;
}

const jade = { globals: { brand: 'jade' } } as const;

const meta = {
  title: 'Screens/Trading/PositionDetail',
  render: (args: Args) => (
    <ScreenHarness
      screen={<PositionDetailScreen />}
      path={paths.trade.positionDetail}
      initialEntry={withQuery(paths.trade.positionDetail, { id: args.id })}
      language={args.language}
    />
  ),
  args: { language: 'nl', id: 'p-1' },
  argTypes: { id: { control: 'inline-radio', options: ['p-1', 'p-2', 'p-3', 'p-4', 'p-5', 'p-6'] } },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Holding: every field at the live price, the receipt kept from the order, the P&L since the fill, the timeline. */
export const Holding: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Gegevens' })).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Gebeurtenissen en bedragen' })).toBeInTheDocument();
  },
};
export const HoldingJade: Story = { ...Holding, ...jade };

export const LivePrice: Story = { parameters: { msw: { handlers: handlers(simulatedQuoteStreamMock()) } } };

/** Closing it: the confirmation shows the expected credit. */
export const CloseConfirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Positie sluiten' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: 'ASML Holding sluiten?' })).toBeInTheDocument();
  },
};

/** Locked: the countdown to when it may be sold. */
export const Locked: Story = { args: { id: 'p-2' } };
export const LockedJade: Story = { ...Locked, ...jade };
/** A close asked outside trading hours: it may be withdrawn. */
export const Closing: Story = { args: { id: 'p-3' } };
/** A pending limit order: it may be cancelled. */
export const PendingOrder: Story = { args: { id: 'p-4' } };
/** Closed: the actual figures beside the estimate. */
export const Closed: Story = { args: { id: 'p-5' } };
export const ClosedJade: Story = { ...Closed, ...jade };
export const Cancelled: Story = { args: { id: 'p-6' } };

export const Loading: Story = states.loading('trade/position');

export const LoadFailed: Story = states.loadFailed('trade/position');

/** No such position (the empty state). */
export const NotFound: Story = { args: { id: 'p-nope' } };

export const Offline: Story = states.offline();

export const German: Story = { args: { language: 'de', id: 'p-5' } };
export const Korean: Story = { args: { language: 'ko' } };
