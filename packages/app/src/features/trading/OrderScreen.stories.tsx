import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { simulatedQuoteStreamMock } from '../../mocks/marketData.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { createIntradayAccount } from '../../testing/factories.ts';
import { closedMarketHandlers, handlers, marginFixtures, mockFundPassword, previewFor } from './mocks.ts';
import { OrderScreen } from './OrderScreen.tsx';

interface Args {
  language: string;
  side: 'buy' | 'sell';
}

const jade = { globals: { brand: 'jade' } } as const;

const meta = {
  title: 'Screens/Trading/Order',
  render: (args: Args) => (
    <ScreenHarness
      screen={<OrderScreen />}
      path={paths.market.order}
      initialEntry={withQuery(paths.market.order, { id: 's-asml', side: args.side })}
      language={args.language}
    />
  ),
  args: { language: 'nl', side: 'buy' },
  argTypes: { side: { control: 'inline-radio', options: ['buy', 'sell'] } },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** The ticket with its receipt: costs, break-even, stop-out, unlock and a 1 % move, before anything is confirmed. */
export const Buy: Story = {
  play: async ({ canvasElement }) => {
    const receipt = await within(canvasElement).findByRole('region', { name: "Kosten en risico's" });
    await expect(await within(receipt).findByText('Break-evenkoers')).toBeInTheDocument();
  },
};
export const BuyJade: Story = { ...Buy, ...jade };

/**
 * Outside trading hours: the top says the market is closed and when it opens (the user's time and
 * the market's, with its city and offset); the confirm stays disabled with that reason.
 */
export const MarketClosed: Story = {
  parameters: { msw: { handlers: handlers(...closedMarketHandlers()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^De markt is gesloten en opent weer op/)).toBeInTheDocument();
    const confirm = canvas.getByRole('button', { name: 'Kooporder controleren' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toHaveAccessibleDescription(/^De markt is gesloten/);
  },
};
export const MarketClosedJade: Story = { ...MarketClosed, ...jade };

/** A market order for the next opening: its receipt says when it fills and what is held until then. */
export const ForTheOpening: Story = {
  parameters: { msw: { handlers: handlers(...closedMarketHandlers()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Order voor de opening' }));
    const receipt = canvas.getByRole('region', { name: "Kosten en risico's" });
    await expect(await within(receipt).findByText('Uitgevoerd bij de opening')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Order voor de opening controleren' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const ForTheOpeningEnglish: Story = {
  ...ForTheOpening,
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'Order for the opening' }));
    await expect(await canvas.findByText('Fills at the opening')).toBeInTheDocument();
  },
};

/** The account's first short: what a short is comes first, before any figure. */
export const FirstShort: Story = {
  args: { side: 'sell' },
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('trade/preview', (body) => ({
          data: {
            ...previewFor(body),
            warnings: [{ reason: 'firstShort', key: 'trading.warning.firstShort', params: {} }],
          },
        })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const explainer = await canvas.findByRole('region', { name: 'Verkopen zonder bezit: een short' });
    await expect(within(explainer).getByText(/je verlies is niet begrensd door je marge/)).toBeInTheDocument();
  },
};

/** Live prices moving the ticket's price and receipt. */
export const LivePrice: Story = {
  parameters: { msw: { handlers: handlers(simulatedQuoteStreamMock()) } },
};

/** A sell (short) limit far from the market: the warning says why. */
export const LimitWarning: Story = {
  args: { side: 'sell' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Limiet' }));
    await userEvent.type(canvas.getByLabelText(fieldLabel('Limietprijs')), '680');
    await expect(await canvas.findByText(/van de marktkoers/)).toBeInTheDocument();
  },
};
export const LimitWarningJade: Story = { ...LimitWarning, ...jade };

/** The confirmation repeats the order and its costs (after the fund password every order asks). */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('Break-evenkoers');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Kooporder controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: 'Order bevestigen' })).toBeInTheDocument();
  },
};

/** Placed and filled: the result opens the position. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('Break-evenkoers');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Kooporder controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Order plaatsen' }));
    await expect(await canvas.findByRole('heading', { name: 'Order uitgevoerd' })).toBeInTheDocument();
  },
};
export const PlacedJade: Story = { ...Placed, ...jade };

/** A wrong fund password: refused, and said next to the field. */
export const WrongFundPassword: Story = {
  args: { side: 'sell' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('Break-evenkoers');
    const field = canvas.getByLabelText(fieldLabel('Transactiewachtwoord'));
    await userEvent.type(field, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verkooporder controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Order plaatsen' }));
    await expect(await canvas.findByText(/Het transactiewachtwoord is onjuist/)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** No fund password yet: the ticket says to set one first, with the way to set it. */
export const NoFundPassword: Story = {
  parameters: {
    msw: { handlers: handlers(mockApi('user/info', { data: { ...userFixture, fundPasswordSet: false } })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Je hebt nog geen transactiewachtwoord/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Transactiewachtwoord instellen' })).toBeVisible();
  },
};
export const NoFundPasswordJade: Story = { ...NoFundPassword, ...jade };

/** Margin not activated: leverage 1 only, with the status and the way to apply. */
export const WithoutMargin: Story = {
  parameters: { msw: { handlers: handlers(mockApi('margin/info', { data: marginFixtures.notApplied })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: '5×' })).toBeDisabled();
  },
};

const intradayTicket = (args: Args) => (
  <ScreenHarness
    screen={<OrderScreen />}
    path={paths.market.order}
    initialEntry={withQuery(paths.market.order, { id: 's-asml', side: args.side, book: 'intraday' })}
    language={args.language}
  />
);

/**
 * In the intraday book (`?book=intraday`): the running account's cash, its fixed 5× leverage. While
 * the account trades, the ticket's first control chooses the book (the own account's ticket too).
 */
export const IntradayBook: Story = {
  render: intradayTicket,
  parameters: {
    msw: {
      handlers: handlers(mockApi('intraday/account', { data: createIntradayAccount() })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: '5×' })).toBeChecked();
    const books = canvas.getByRole('radiogroup', { name: 'Handelen in' });
    await expect(within(books).getByRole('radio', { name: 'Daghandel · 5×' })).toBeChecked();
  },
};

/** In the intraday book without a running account: the way to it. */
export const IntradayBookNone: Story = {
  render: intradayTicket,
  parameters: { msw: { handlers: handlers(mockApi('intraday/account', { data: null })) } },
};

export const Loading: Story = states.loading('stock/detail');
export const LoadingJade: Story = { ...Loading, ...jade };

export const LoadFailed: Story = states.loadFailed('margin/info');

/** No such stock: said, with the way to the market (the empty state of the ticket). */
export const NotFound: Story = {
  render: (args: Args) => (
    <ScreenHarness
      screen={<OrderScreen />}
      path={paths.market.order}
      initialEntry={withQuery(paths.market.order, { id: 's-nope', side: 'buy' })}
      language={args.language}
    />
  ),
};

export const Offline: Story = states.offline();

export const German: Story = { args: { language: 'de' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant', side: 'sell' } };
export const Korean: Story = { args: { language: 'ko' }, ...jade };
