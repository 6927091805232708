import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { configMock, mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { storageKeys } from '@broker/domain';
import { sessionStore } from '../../session/sessionStore.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { checkInInfoMock, checkInMock, noticesMock } from './homeMocks.ts';
import { liveMarketHandlers } from '../market/marketMocks.ts';
import { liveQuotes } from '../market/live/liveQuotes.ts';

const meta = {
  title: 'Screens/Home/Home',
  render: (args: { language: string }) => (
    <ScreenHarness
      screen={<HomeScreen />}
      path={paths.home.index}
      otherPaths={[
        paths.information.userInfo,
        paths.information.msgInfo,
        paths.home.stockList,
        paths.market.index,
        paths.market.zhishuList,
        paths.market.stockDetail,
        paths.market.stockDetailzs,
        paths.favorite.index,
        paths.favorite.search,
      ]}
      language={args.language}
    />
  ),
  args: { language: 'nl' },
  parameters: {
    msw: {
      handlers: [
        configMock,
        mockApi('user/notice', { data: noticesMock }),
        mockApi('user/checkInInfo', { data: checkInInfoMock }),
        mockApi('user/checkIn', { data: checkInMock }),
        ...liveMarketHandlers(),
      ],
    },
  },
  // Home is a private screen: the stories run with a session (and leave none behind).
  beforeEach: () => {
    localStorage.removeItem(storageKeys.readMsg);
    sessionStore.signIn({ token: 'story-token', account: 'jansen', id: '10001' });
    return () => {
      liveQuotes.reset();
      sessionStore.signOut();
    };
  },
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

export const German: Story = { args: { language: 'de' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
export const Korean: Story = { args: { language: 'ko' } };

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
      handlers: [
        configMock,
        mockApi('user/notice', { data: noticesMock }),
        mockApi('user/checkInInfo', { data: { ...checkInInfoMock, checkedInToday: true, streakDays: 1 } }),
        ...liveMarketHandlers(),
      ],
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
      handlers: [
        configMock,
        mockApi('user/notice', { data: [] }),
        mockApi('user/checkInInfo', { data: { ...checkInInfoMock, remaining: 0, streakDays: 0 } }),
        ...liveMarketHandlers(),
      ],
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
      handlers: [
        configMock,
        mockApi('user/notice', { loading: true }),
        mockApi('user/checkInInfo', { loading: true }),
        mockApi('stock/indexes', { loading: true }),
        mockApi('stock/list', { loading: true }),
      ],
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
      handlers: [
        configMock,
        mockApi('user/notice', { data: noticesMock }),
        mockApi('user/checkInInfo', { error: 'error.system.busy' }),
        ...liveMarketHandlers(),
      ],
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
