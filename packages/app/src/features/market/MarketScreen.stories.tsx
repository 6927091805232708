import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { simulatedQuoteStreamMock } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { MarketScreen } from './MarketScreen.tsx';
import { handlers, newShareListMock } from './mocks.ts';

const meta = {
  title: 'Screens/Market/Markets',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<MarketScreen />} path={paths.market.index} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  // Prices that move every second.
  parameters: { msw: { handlers: handlers(simulatedQuoteStreamMock()) } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Beursgenoteerd – Nederland' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Beursgenoteerd' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const OverTheCounter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Onderhands' }));
    await expect(await canvas.findByRole('list', { name: 'Onderhands – Nederland' })).toBeInTheDocument();
  },
};

export const DigitalCurrency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Digitale valuta' }));
    const list = await canvas.findByRole('list', { name: 'Digitale valuta' });
    await expect(within(list).getByRole('link', { name: /Bitcoin/ })).toBeInTheDocument();
  },
};

export const ForeignExchange: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Foreign exchange' }));
    await expect(await canvas.findByRole('list', { name: 'Foreign exchange' })).toBeInTheDocument();
  },
};

export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };

export const LoadError: Story = states.loadFailed('stock/list');

/** The offerings open to subscription, in every status. */
export const Subscription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Inschrijving' }));
    const list = await canvas.findByRole('list', { name: 'Nieuwe aandelen: Inschrijving' });
    await expect(within(list).getByRole('button', { name: /Waddenwind Energie/ })).toHaveTextContent('Sluit over');
  },
};

/** An auction's details in a sheet (English). */
export const AuctionDetails: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Auction' }));
    const list = await canvas.findByRole('list', { name: 'New shares: Auction' });
    await userEvent.click(within(list).getByRole('button', { name: /Redwood Orbital Systems/ }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Redwood Orbital Systems',
    });
    await expect(within(sheet).getByText('Bids are at or above the issue price.')).toBeInTheDocument();
  },
};

/** German: the longest texts of the rows. */
export const SubscriptionGerman: Story = {
  args: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Zeichnung' }));
    await expect(await canvas.findByRole('list', { name: 'Neuemissionen: Zeichnung' })).toBeInTheDocument();
  },
};

export const SubscriptionKorean: Story = {
  args: { language: 'ko' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '청약' }));
    await expect(await canvas.findByRole('list', { name: '신규 공모주: 청약' })).toBeInTheDocument();
  },
};

export const NoOfferings: Story = {
  parameters: { msw: { handlers: handlers(newShareListMock([])) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Veiling' }));
    await expect(await canvas.findByText('Er zijn nu geen nieuwe uitgiften.')).toBeInTheDocument();
  },
};

export const OfferingsLoadError: Story = {
  parameters: { msw: { handlers: handlers(mockApi('newShare/list', { error: 'error.system.busy' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Inschrijving' }));
    await expect(await canvas.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};
