import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers } from './mocks.ts';
import { RulesScreen } from './RulesScreen.tsx';

const meta = {
  title: 'Screens/Intraday/Rules',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<RulesScreen />} path={paths.intraday.info} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** The rules in full, every figure from intraday/info. */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Daglimiet voor verlies' });
    await expect(section).toHaveTextContent('Verlies je op een dag 5 % van je bedrag');
  },
};
export const RulesJade: Story = { ...Rules, globals: { brand: 'jade' } };

export const Loading: Story = states.loading('intraday/info', { heading: 'Regels van daghandel' });
export const LoadFailed: Story = states.loadFailed('intraday/info');
export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en' } };
export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
