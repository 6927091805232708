import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { MarginScreen } from './MarginScreen.tsx';
import { handlers, marginFixtures } from './mocks.ts';

const jade = { globals: { brand: 'jade' } } as const;
const info = (data: (typeof marginFixtures)[keyof typeof marginFixtures]) => ({
  msw: { handlers: handlers(mockApi('margin/info', { data })) },
});

const meta = {
  title: 'Screens/Trading/Margin',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<MarginScreen />} path={paths.trade.margin} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: info(marginFixtures.notApplied),
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Not applied: the account's terms and the way to the appropriateness test. */
export const NotApplied: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Doe de test en vraag aan' }),
    ).toBeInTheDocument();
  },
};
export const NotAppliedJade: Story = { ...NotApplied, ...jade };

/** The questionnaire. */
export const Questionnaire: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Doe de test en vraag aan' }));
    await expect(await canvas.findByRole('button', { name: 'Antwoorden versturen' })).toBeInTheDocument();
  },
};
export const QuestionnaireJade: Story = { ...Questionnaire, ...jade };

/** Failed earlier: the reasons and the retake date. */
export const Failed: Story = { parameters: info(marginFixtures.failed) };
export const Applied: Story = { parameters: info(marginFixtures.applied) };
/** Activated, with a leveraged currency below its warning level. */
export const ActiveWithAlert: Story = { parameters: info(marginFixtures.warning), ...jade };

export const Loading: Story = states.loading('margin/info');

export const LoadFailed: Story = states.loadFailed('margin/info');

export const Offline: Story = states.offline();

export const German: Story = { args: { language: 'de' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' }, parameters: info(marginFixtures.failed) };
