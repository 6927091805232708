import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { DividendsScreen } from './DividendsScreen.tsx';
import { bonusShareFixtures, handlers } from './mocks.ts';

const jade = { globals: { brand: 'jade' } } as const;

const meta = {
  title: 'Screens/Trading/Dividends',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<DividendsScreen />} path={paths.trade.dividends} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ASML Holding · Contant dividend')).toBeInTheDocument();
  },
};
export const ListJade: Story = { ...List, ...jade };

export const Empty: Story = states.empty(
  'Nog geen dividenden.',
  mockApi('trade/dividends', (body) => ({ data: pageOf([], body) })),
);
export const EmptyJade: Story = { ...Empty, ...jade };

/** Bonus shares booked at an ex-date: a long with a fraction settled in cash, and a short that owes them too. */
export const BonusShares: Story = {
  parameters: {
    msw: { handlers: handlers(mockApi('trade/dividends', (body) => ({ data: pageOf(bonusShareFixtures, body) }))) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Fugro · Bonusaandelen')).toHaveLength(2);
    await expect(canvas.getByText('Fractie in geld verrekend')).toBeVisible();
    await expect(
      canvas.getByText('Een shortpositie is de bonusaandelen ook verschuldigd: ze komen erbij.'),
    ).toBeVisible();
  },
};
export const BonusSharesEnglish: Story = { ...BonusShares, args: { language: 'en' }, play: undefined };
export const BonusSharesKorean: Story = { ...BonusShares, args: { language: 'ko' }, play: undefined, ...jade };

export const Loading: Story = states.loading('trade/dividends');

export const LoadFailed: Story = states.loadFailed('trade/dividends');

export const Offline: Story = states.offline();

export const German: Story = { args: { language: 'de' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' }, ...jade };
