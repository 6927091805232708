import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { detailFor, handlers, offeringFixtures } from './mocks.ts';
import { VerifyScreen } from './VerifyScreen.tsx';

interface Args {
  language: string;
  id: string;
}

const jade = { globals: { brand: 'jade' } } as const;

/** A published table one line of which does not follow from the seed. */
const forgedTable = () => {
  const detail = detailFor(offeringFixtures().find((item) => item.id === 'ns-nl-3')!);
  const table = detail.draw!.table!.map((row, index) => (index === 0 ? { ...row, successful: 0 } : row));
  return mockApi('newShare/detail', { data: { ...detail, draw: { ...detail.draw!, table } } });
};

const meta = {
  title: 'Screens/NewShare/Verify',
  render: (args: Args) => (
    <ScreenHarness
      screen={<VerifyScreen />}
      path={paths.newShare.verify}
      initialEntry={withQuery(paths.newShare.verify, { id: args.id })}
      language={args.language}
    />
  ),
  args: { language: 'nl', id: 'ns-nl-2' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** A ballot: the seed against its commitment by the browser's SHA-256, the user's result and the table. */
export const Ballot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Je toewijzing volgt de regel')).toBeInTheDocument();
    const seed = canvas.getByRole('region', { name: 'Vastlegging en seed' });
    await expect(await within(seed).findByText('Klopt')).toBeInTheDocument();
  },
};
export const BallotJade: Story = { ...Ballot, ...jade };

/** A lottery beyond one lot each (the √-weighted lots), with a paid record. */
export const Lottery: Story = {
  args: { id: 'ns-nl-3', language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your allotment follows the rule')).toBeInTheDocument();
  },
};

/** A published table that the seed does not give: said. */
export const Mismatch: Story = {
  args: { id: 'ns-nl-3' },
  parameters: { msw: { handlers: handlers(forgedTable()) } },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('region', { name: 'Toewijzingstabel' });
    await expect(await within(table).findByText('Klopt niet')).toBeInTheDocument();
  },
};
export const MismatchJade: Story = { ...Mismatch, ...jade };

/** Before the draw: the commitment and when the draw runs. */
export const NotDrawnYet: Story = {
  args: { id: 'ns-nl-1', language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Die Verlosung findet am .+ statt\. Danach/)).toBeVisible();
  },
};

/** A placement has no draw. */
export const Placement: Story = {
  args: { id: 'ns-nl-4' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Een plaatsing wordt per niveau toegewezen, niet door loting.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('newShare/detail');

export const LoadFailed: Story = states.loadFailed('newShare/detail');

export const Offline: Story = states.offline();

export const TraditionalChinese: Story = { args: { language: 'zh-Hant', id: 'ns-usd-3' }, ...jade };
export const Korean: Story = { args: { language: 'ko', id: 'ns-nl-2' } };
