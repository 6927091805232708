import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { closedHours, handlers, offerFixtures, offersMock } from './mocks.ts';
import { OffersScreen } from './OffersScreen.tsx';

const jade = { globals: { brand: 'jade' } } as const;

const meta = {
  title: 'Screens/BlockTrade/Offers',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<OffersScreen />} path={paths.blockTrade.offers} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** The day's offers: open to everyone, one priced by the band, one by invitation, one whose invitation expired. */
export const Offers: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Blokken van vandaag' });
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
    await expect(within(list).getAllByText('Op uitnodiging')).toHaveLength(2);
  },
};
export const OffersJade: Story = { ...Offers, ...jade };

/** A market outside its hours: the note, and when its block can be bought. */
export const MarketClosed: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        offersMock(offerFixtures().map((offer, index) => (index < 2 ? { ...offer, hours: closedHours() } : offer))),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Buiten handelsuren/)).toBeInTheDocument();
    await expect(canvas.getAllByText(/^Te koop vanaf/)).toHaveLength(2);
  },
};

/** Block trades switched off by the operator: the offers can be read, not bought. */
export const SwitchedOff: Story = {
  parameters: { msw: { handlers: handlers(offersMock(offerFixtures().map((offer) => ({ ...offer, open: false })))) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Blokhandel is nu uitgeschakeld/)).toBeInTheDocument();
  },
};

export const Empty: Story = states.empty('Er zijn vandaag geen blokken te koop.', offersMock([]));

export const Loading: Story = states.loading('blockTrade/list', { heading: 'Blokhandel' });

export const LoadFailed: Story = states.loadFailed('blockTrade/list');

export const Offline: Story = states.offline();

export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: "Today's blocks" })).toBeInTheDocument();
  },
};
export const Korean: Story = { args: { language: 'ko' }, ...jade };
