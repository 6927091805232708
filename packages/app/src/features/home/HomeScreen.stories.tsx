import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { simulatedQuoteStreamMock } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { AppTabBar } from '../../shell/AppTabBar.tsx';
import * as shell from '../../shell/AppShell.css.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { checkInInfoMock, handlers } from './mocks.ts';
import { unreadHandler } from '../support/mocks.ts';
import { newShareListMock } from '../newShare/mocks.ts';
import { offersMock } from '../blockTrade/mocks.ts';

const meta = {
  title: 'Screens/Home/Home',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<HomeScreen />} path={paths.home.index} language={args.language} />
  ),
  args: { language: 'nl' },
  // The market section's prices move every second.
  parameters: { msw: { handlers: handlers(simulatedQuoteStreamMock()) } },
  // Home is a private screen: the stories run with a session (and leave none behind).
  beforeEach: () => signIn(),
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Check elke dag in en ontvang $ 1,00.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mededelingen, Ongelezen mededelingen' })).toBeInTheDocument();
  },
};

/** Whether two boxes overlap (share more than an edge). */
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * In the app's frame (the shell's column and tab bar) on a 360 px phone, scrolled to the end: the
 * customer-service ball rests above the tab bar, and the sandbox note, the page's last line, has
 * scrolled out from under it.
 */
export const AtTheEndOfThePage: Story = {
  render: (args) => (
    <ScreenHarness
      screen={
        <div className={shell.column} data-tab="true">
          <HomeScreen />
          <AppTabBar />
        </div>
      }
      path={paths.home.index}
      language={args.language}
    />
  ),
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByText(/^Oefenomgeving/);
    await expect(await canvas.findByText('Check elke dag in en ontvang $ 1,00.')).toBeInTheDocument();
    // The header has a customer-service button too: the ball is the one that can be dragged.
    const ball = canvas
      .getAllByRole('button', { name: 'Klantenservice' })
      .find((b) => b.hasAttribute('data-dragging'))!;
    const tabBar = canvas.getByRole('navigation', { name: 'Hoofdmenu' });
    await waitFor(() => expect(ball).toHaveAttribute('data-placed', 'true'));
    const page = canvasElement.ownerDocument.scrollingElement!;
    // Scrolled to the end once the page stops growing (its reads answer one by one): the note is in
    // view above the ball, and the ball clear of the tab bar.
    await waitFor(() => {
      page.scrollTop = page.scrollHeight;
      expect(overlap(note.getBoundingClientRect(), ball.getBoundingClientRect())).toBe(false);
      expect(overlap(tabBar.getBoundingClientRect(), ball.getBoundingClientRect())).toBe(false);
      expect(note.getBoundingClientRect().bottom).toBeLessThanOrEqual(ball.getBoundingClientRect().top);
    });
  },
};

export const German: Story = { args: { language: 'de' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
export const Korean: Story = { args: { language: 'ko' } };

/** The app's own support centre has an unread answer: a dot on the header's button and the ball. */
export const SupportAnswered: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('common/config', { data: [{ name: 'kefu', value: '' }] }),
        unreadHandler(1),
        simulatedQuoteStreamMock(),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: 'Klantenservice, Nieuw antwoord' })).toHaveLength(2);
  },
};
export const SupportAnsweredJade: Story = { ...SupportAnswered, globals: { brand: 'jade' } };

/** Check in: the reward is toasted and the card shows today's check-in. */
export const CheckIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Inchecken' }));
    await expect(await canvas.findByRole('button', { name: 'Vandaag ingecheckt' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const CheckedInToday: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        simulatedQuoteStreamMock(),
        mockApi('user/checkInInfo', { data: { ...checkInInfoMock, checkedInToday: true, streakDays: 1 } }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('1 dag op rij')).toBeInTheDocument();
  },
};

/** The campaign has no check-ins left; no notices yet (the empty state). */
export const CampaignEndedNoNotices: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        simulatedQuoteStreamMock(),
        mockApi('user/notice', { data: [] }),
        mockApi('user/checkInInfo', { data: { ...checkInInfoMock, remaining: 0, streakDays: 0 } }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Geen mededelingen')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Deze actie is afgelopen' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('user/notice', { loading: true }),
        mockApi('user/checkInInfo', { loading: true }),
        mockApi('stock/indexes', { loading: true }),
        mockApi('stock/list', { loading: true }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: 'Dagelijks inchecken' });
    // The newest notice, the index strip, the movers and the check-in card.
    await expect(canvasElement.querySelectorAll('[role="status"][aria-busy="true"]')).toHaveLength(4);
  },
};

/** The check-in card cannot be read: its own error with a retry; the rest of home works. */
export const CheckInError: Story = {
  parameters: {
    msw: {
      handlers: handlers(simulatedQuoteStreamMock(), mockApi('user/checkInInfo', { error: 'error.system.busy' })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};

/** The market section: the indexes and the movers of the Dutch market, moving live. */
export const Market: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const market = await canvas.findByRole('region', { name: 'Beurs vandaag' });
    await expect(await within(market).findByRole('link', { name: /AEX/ })).toBeInTheDocument();
    await expect(await within(market).findByRole('list', { name: 'Koersbewegers' })).toBeInTheDocument();
  },
};

/** The newest notice opens its detail. */
export const OpenNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Laatste mededeling/ }));
    await expect(await canvas.findByRole('heading', { name: paths.information.msgInfo })).toBeInTheDocument();
  },
};

/** The IPO tab: the offerings open now with their countdowns, and the ways to every new-share screen. */
export const Ipo: Story = {
  parameters: { msw: { handlers: handlers(newShareListMock(), simulatedQuoteStreamMock()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Nieuwe aandelen' }));
    const list = await canvas.findByRole('list', { name: 'Open voor inschrijving' });
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
  },
};
export const IpoJade: Story = { ...Ipo, globals: { brand: 'jade' } };

/** The block-trade tab: the day's first offers, each opening its screen, and the way to all of them. */
export const BlockTrade: Story = {
  parameters: { msw: { handlers: handlers(offersMock(), simulatedQuoteStreamMock()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Blokhandel' }));
    const list = await canvas.findByRole('list', { name: 'Blokken van vandaag' });
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Alle blokken van vandaag' })).toBeInTheDocument();
  },
};
export const BlockTradeJade: Story = { ...BlockTrade, globals: { brand: 'jade' } };
