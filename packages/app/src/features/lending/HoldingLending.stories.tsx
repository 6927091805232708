import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { configMock } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { HoldingLending } from './components/HoldingLending.tsx';
import { holdingStates, lendingHandlers } from './mocks.ts';

/**
 * Lending a holding, as its detail shows it (Screens/Trading/PositionDetail has it in place): the
 * offer with its terms and the consent, a holding lent (its ledger, ending at the close), why one
 * may not be lent, and what the last loan paid.
 */
const meta = {
  title: 'Screens/Lending/HoldingLending',
  render: (args: { language: string }) => (
    <ScreenHarness
      screen={<HoldingLending positionId="p-1" />}
      path={paths.trade.positionDetail}
      initialEntry={withQuery(paths.trade.positionDetail, { id: 'p-1' })}
      language={args.language}
    />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: [configMock, ...lendingHandlers(holdingStates.offer)] } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

const withState = (state: keyof typeof holdingStates) => ({
  parameters: { msw: { handlers: [configMock, ...lendingHandlers(holdingStates[state])] } },
});

/** Not lent: what it would earn, the terms, and lending only with the box ticked. */
export const Offer: Story = {
  ...withState('offer'),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Uitlenen' });
    const lend = within(card).getByRole('button', { name: 'Aandelen uitlenen' });
    await expect(lend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(card).getByRole('checkbox'));
    await userEvent.click(lend);
    await expect(await within(card).findByText(/10 aandelen uitgeleend sinds/)).toBeInTheDocument();
  },
};
// Handlers of its own: the story lends the holding, which the mock remembers.
export const OfferJade: Story = { ...Offer, ...withState('offer'), globals: { brand: 'jade' } };

/** Lent: the ledger (collateral and coverage, interest to four decimals), and ending it. */
export const Lent: Story = {
  ...withState('lent'),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Uitlenen' });
    await expect(await within(card).findByText('Rente verdiend')).toBeInTheDocument();
  },
};
export const LentJade: Story = { ...Lent, globals: { brand: 'jade' } };
export const Ending: Story = withState('ending');
export const TooSmall: Story = withState('tooSmall');
export const LentBefore: Story = withState('lentBefore');

export const English: Story = { ...withState('lent'), args: { language: 'en' } };
export const German: Story = { ...withState('lent'), args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
export const TraditionalChinese: Story = { ...withState('lent'), args: { language: 'zh-Hant' } };
