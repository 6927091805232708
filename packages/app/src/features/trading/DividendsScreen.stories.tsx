import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { DividendsScreen } from './DividendsScreen.tsx';
import { bonusShareFixtures, goOffline, handlers } from './mocks.ts';

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

export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ASML Holding · Contant dividend')).toBeInTheDocument();
  },
};
export const ListJade: Story = { ...List, ...jade };

export const Empty: Story = {
  parameters: { msw: { handlers: handlers(mockApi('trade/dividends', (body) => ({ data: pageOf([], body) }))) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nog geen dividenden.')).toBeInTheDocument();
  },
};
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

export const Loading: Story = {
  parameters: { msw: { handlers: handlers(mockApi('trade/dividends', { loading: true })) } },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: handlers(mockApi('trade/dividends', { error: 'error.system.busy' })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};

export const Offline: Story = {
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Geen internetverbinding. We tonen de laatst bekende gegevens.'),
    ).toBeVisible();
  },
};

export const German: Story = { args: { language: 'de' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' }, ...jade };
