import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { AboutUsScreen, PrivacyScreen, TermsScreen } from './ArticleScreen.tsx';
import { articleMocks, handlers } from './mocks.ts';

const screens = {
  about: { element: <AboutUsScreen />, path: paths.information.aboutUs },
  agreement: { element: <TermsScreen />, path: paths.information.terms },
  privacy: { element: <PrivacyScreen />, path: paths.information.privacy },
};

interface Args {
  article: keyof typeof screens;
  language: string;
}

const meta = {
  title: 'Screens/Content/Article',
  render: ({ article, language }: Args) => (
    <ScreenHarness screen={screens[article].element} path={screens[article].path} language={language} />
  ),
  args: { article: 'about', language: 'nl' },
  argTypes: { article: { control: 'inline-radio', options: Object.keys(screens) } },
  // Each screen's article by its key.
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** /information/aboutUs, with the Dutch date format. */
export const AboutUs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Bijgewerkt op 0\d\/01\/2026 .* uur$/)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Over ons' })).toBeInTheDocument();
  },
};

/** /information/terms in German, with the compact date format. */
export const TermsGerman: Story = {
  args: { article: 'agreement', language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Aktualisiert am 2026\.01\.0\d/)).toBeInTheDocument();
  },
};

/** /information/pric in traditional Chinese: the article's own heading sits under the screen's h1. */
export const PrivacyTraditionalChinese: Story = {
  args: { article: 'privacy', language: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: '未滿 14 歲的兒童' }),
    ).toBeInTheDocument();
  },
};

/** Whatever slips through the server is cleaned again here. */
export const HostileContent: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('common/article', {
          data: {
            ...articleMocks.about,
            content:
              '<p>Tekst</p><img alt="" onerror="alert(1)"><a href="javascript:alert(3)">link</a><script>alert(2)</script>',
          },
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tekst')).toBeInTheDocument();
    await expect(canvasElement.querySelector('script, [onerror], [href^="javascript"]')).toBeNull();
  },
};

export const Loading: Story = states.loading('common/article', { heading: 'Over ons' });

export const Empty: Story = states.empty(
  'Hier staat nog geen tekst.',
  mockApi('common/article', { data: { ...articleMocks.about, content: '' } }),
);

export const NotFound: Story = {
  parameters: { msw: { handlers: handlers(mockApi('common/article', { error: 'error.content.notFound' })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};

export const ErrorKorean: Story = {
  args: { language: 'ko' },
  parameters: { msw: { handlers: handlers(mockApi('common/article', { error: 'error.system.busy' })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  },
};
