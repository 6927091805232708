import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { quoteStreamDownMock, simulatedQuoteStreamMock } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers } from './mocks.ts';
import { StockListScreen } from './StockListScreen.tsx';

const meta = {
  title: 'Screens/Market/StockList',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<StockListScreen />} path={paths.home.stockList} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  // Prices that move every second.
  parameters: { msw: { handlers: handlers(simulatedQuoteStreamMock()) } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** The Dutch market by change %, prices moving every second. */
export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Aandelen Nederland' });
    await expect(within(list).getByRole('link', { name: /ASML Holding/ })).toHaveAttribute(
      'href',
      '/market/stockDetail?id=s-asml',
    );
  },
};

export const English: Story = { args: { language: 'en' } };
export const German: Story = { args: { language: 'de' } };
/**
 * The markets switcher names each market once: where the short label is the name itself (荷蘭,
 * 네덜란드), no hidden copy of it follows for screen readers to read a second time.
 */
const namesEachMarketOnce =
  (names: readonly string[]): Story['play'] =>
  async ({ canvasElement }) => {
    const switcher = await within(canvasElement).findByRole('radiogroup');
    for (const name of names) {
      const segment = within(switcher).getByRole('radio', { name }).closest('label')!;
      await expect(segment.textContent).toBe(name);
    }
  };

export const TraditionalChinese: Story = {
  args: { language: 'zh-Hant' },
  play: namesEachMarketOnce(['荷蘭', '德國', '美國']),
};
export const Korean: Story = { args: { language: 'ko' }, play: namesEachMarketOnce(['네덜란드', '독일', '미국']) };

/** The US market sorted by code. */
export const UsByCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'VS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sortering: Wijziging %' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Sorteren op' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Code' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Bevestigen' }));
    const list = await canvas.findByRole('list', { name: 'Aandelen VS' });
    await expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(expect.stringMatching(/^Apple/));
  },
};

/** No stream from the server: the prices come from polling stock/quote every 3 s. */
export const PollingFallback: Story = {
  parameters: { msw: { handlers: handlers(quoteStreamDownMock()) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Aandelen Nederland' })).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('stock/list', { heading: 'Aandelen' });

export const Empty: Story = states.empty(
  'Geen instrumenten in deze lijst',
  mockApi('stock/list', { data: { items: [], total: 0, page: 1, size: 20 } }),
);

export const LoadError: Story = states.loadFailed('stock/list');
