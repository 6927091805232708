import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { detailFor, handlers, mockFundPassword, offeringFixtures } from './mocks.ts';
import { PlacementSubscribeScreen } from './PlacementSubscribeScreen.tsx';

const jade = { globals: { brand: 'jade' } } as const;
/** The open placement, not yet subscribed to. */
const openPlacement = () =>
  mockApi('newShare/detail', {
    data: detailFor(
      offeringFixtures().find((item) => item.id === 'ns-nl-4')!,
      [],
    ),
  });

const meta = {
  title: 'Screens/NewShare/PlacementSubscribe',
  render: (args: { language: string }) => (
    <ScreenHarness
      screen={<PlacementSubscribeScreen />}
      path={paths.newShare.placementSubscribe}
      initialEntry={withQuery(paths.newShare.placementSubscribe, { id: 'ns-nl-4' })}
      language={args.language}
    />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers(openPlacement()) } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** The levels with their minimum amounts, the lots left, the costs (no draw odds: allotted at once). */
export const Levels: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: /Niveau 2/ })).toBeInTheDocument();
  },
};
export const LevelsJade: Story = { ...Levels, ...jade };

/** A level's minimum not reached (one lot fewer than the level asks): said at the lots. */
export const BelowLevelMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Choosing the level asks the lots that reach its minimum; one fewer is below it.
    await userEvent.click(await canvas.findByRole('radio', { name: /Niveau 1/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Eén lot minder' }));
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Inschrijving controleren' }));
    await expect(await canvas.findByText(/^Het bedrag is lager dan het minimum\./)).toBeVisible();
  },
};

/** Allotted at once: the result says to pay by the deadline. */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Niveau 1/ }));
    const lots = canvas.getByRole('spinbutton', { name: fieldLabel('Loten') });
    await userEvent.clear(lots);
    await userEvent.type(lots, '120{Enter}');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Inschrijving controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Inschrijving bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inschrijven' }));
    await expect(await canvas.findByRole('heading', { name: 'Loten toegewezen' })).toBeInTheDocument();
  },
};

/** Subscribed and allotted: the record, to pay by the deadline. */
export const ToPay: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Betalen binnen')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('newShare/detail');

export const LoadFailed: Story = states.loadFailed('newShare/detail');

export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en' } };
export const German: Story = { args: { language: 'de' }, ...jade };
