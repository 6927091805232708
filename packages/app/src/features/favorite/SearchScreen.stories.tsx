import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storageKeys } from '@broker/domain';
import { mockApi } from '../../mocks/mockApi.ts';
import { simulatedQuoteStreamMock } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers } from './mocks.ts';
import { SearchScreen } from './SearchScreen.tsx';

interface Args {
  language: string;
  /** Recent searches stored on this device before the screen opens. */
  history: boolean;
}

const recent = [
  { stockId: 's-aapl', code: 'AAPL', name: 'Apple' },
  { stockId: 's-inga', code: 'INGA', name: 'ING Groep' },
  { stockId: 'c-btc', code: 'BTC/USDT', name: 'Bitcoin' },
];

const meta = {
  title: 'Screens/Favorite/Search',
  render: (args: Args) => (
    <ScreenHarness screen={<SearchScreen />} path={paths.favorite.search} language={args.language} />
  ),
  args: { language: 'nl', history: true },
  beforeEach: ({ args }) => {
    if (args.history) localStorage.setItem(storageKeys.searchHistory, JSON.stringify(recent));
    else localStorage.removeItem(storageKeys.searchHistory);
    const signOut = signIn();
    return () => {
      localStorage.removeItem(storageKeys.searchHistory);
      signOut();
    };
  },
  // Prices that move every second.
  parameters: { msw: { handlers: handlers(simulatedQuoteStreamMock()) } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the recent searches. */
export const RecentSearches: Story = {
  play: async ({ canvasElement }) => {
    const history = await within(canvasElement).findByRole('region', { name: 'Recente zoekopdrachten' });
    await expect(within(history).getAllByRole('button', { name: /Apple|ING|Bitcoin/ })).toHaveLength(3);
  },
};

export const FirstVisit: Story = {
  args: { history: false },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Zoek op code of naam. Wat je opent, vind je hier later terug.'),
    ).toBeInTheDocument();
  },
};

/** Results with their watch toggles (ASML is watched already). */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'l');
    await expect(await canvas.findByRole('list', { name: 'Resultaten voor ‘l’' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'ASML Holding volgen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const KoreanResults: Story = {
  args: { language: 'ko' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'sap');
    await expect(await canvas.findByRole('link', { name: /^SAP/ })).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { history: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'xyz');
    await expect(await canvas.findByText('Niets gevonden voor ‘xyz’')).toBeInTheDocument();
  },
};

export const SearchError: Story = {
  args: { history: false },
  parameters: { msw: { handlers: handlers(mockApi('stock/list', { error: 'error.system.busy' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'asml');
    await expect(await canvas.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};
