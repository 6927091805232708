import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { simulatedQuoteStreamMock } from '../../mocks/marketData.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { createPosition } from '../../testing/factories.ts';
import { cryptoQuotes, indexQuotes } from '../../testing/fixtures.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers, stockDetailMock } from './mocks.ts';
import { IndexDetailScreen, StockDetailScreen } from './StockDetailScreen.tsx';

interface Args {
  language: string;
  id: string;
  index: boolean;
}

const meta = {
  title: 'Screens/Market/StockDetail',
  render: ({ language, id, index }: Args) => {
    const path = index ? paths.market.indexDetail : paths.market.stockDetail;
    return (
      <ScreenHarness
        screen={index ? <IndexDetailScreen /> : <StockDetailScreen />}
        path={path}
        initialEntry={withQuery(path, { id })}
        language={language}
      />
    );
  },
  args: { language: 'nl', id: 's-asml', index: false },
  beforeEach: () => signIn(),
  // The detail with prices that move every second (the last candle follows them).
  parameters: { msw: { handlers: handlers(simulatedQuoteStreamMock()) } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Stock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ASML Holding' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Handelsvoorwaarden' })).toBeInTheDocument();
  },
};

/** A holder's "Verkopen" offers to close the position first, and a short only after it, named as such. */
export const SellWhenHeld: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('trade/positions', (body) => ({
          data: pageOf(
            [createPosition({ id: 'p-held', stockId: 's-asml', direction: 'long', status: 'holding', lots: 10 })],
            body,
          ),
        })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verkopen' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Verkopen' });
    const actions = within(sheet).getAllByRole('button');
    await expect(actions[0]).toHaveAccessibleName(/^Positie sluiten · 10 loten/);
    await expect(within(sheet).getByRole('button', { name: /^Short gaan/ })).toBeInTheDocument();
  },
};

/** Daily candles with Bollinger bands and MACD, prices adjusted forward. */
export const DailyWithIndicators: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Dag' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Vooraf' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'BOLL' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'MACD' }));
    await expect(canvas.getByRole('radio', { name: 'MACD' })).toBeChecked();
  },
};

export const Index: Story = { args: { id: indexQuotes[0]!.stockId, index: true } };

/** A coin: quotes only, no trading conditions. */
export const QuoteOnly: Story = {
  args: { id: cryptoQuotes[0]!.stockId },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Alleen koersinformatie: dit instrument is hier niet te verhandelen.'),
    ).toBeInTheDocument();
  },
};

export const Watched: Story = {
  parameters: { msw: { handlers: handlers(stockDetailMock({ inWatchlist: true }), simulatedQuoteStreamMock()) } },
};

export const NotFound: Story = {
  args: { id: 's-gone' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Dit instrument bestaat niet (meer).')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('stock/detail');

export const ChartError: Story = {
  parameters: {
    msw: { handlers: handlers(mockApi('stock/kline', { error: 'error.system.busy' }), simulatedQuoteStreamMock()) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('De grafiek kon niet worden geladen.')).toBeInTheDocument();
  },
};

export const German: Story = { args: { language: 'de' } };

/**
 * German on a 360 px phone, with the net buying of a heavily traded stock (millions a day): the
 * investor-trends table stays within its card and scrolls sideways inside it, where a fade says
 * there is more.
 */
export const GermanOnANarrowPhone: Story = {
  args: { language: 'de' },
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  parameters: {
    msw: {
      handlers: handlers(
        stockDetailMock({
          investorTrends: [
            { date: '2026-11-20', individual: -12_345_678, foreign: 30_412_345, institution: -18_066_667 },
            { date: '2026-11-19', individual: 8_204_100, foreign: -4_102_050, institution: -4_102_050 },
          ],
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Wer kauft?' });
    const table = within(card).getByRole('table');
    await expect(within(table).getByText('-12.345.678')).toBeInTheDocument();
    // Nothing spills past the card, nor makes the page scroll sideways.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const page = canvasElement.ownerDocument.scrollingElement!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    // The table scrolls inside the card: a named region keyboard users can focus and scroll.
    const scroller = within(card).getByRole('region', { name: /Netto gekaufte Aktien/ });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};
export const Korean: Story = { args: { language: 'ko' } };
