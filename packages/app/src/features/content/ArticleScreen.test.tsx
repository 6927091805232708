import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { AboutUsScreen, PrivacyScreen, TermsScreen } from './ArticleScreen.tsx';
import { articleMocks, handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderAt = (screenNode: ReactElement, path: string, language = 'nl') =>
  renderScreen(screenNode, path, { language });

describe('ArticleScreen', () => {
  it('asks for the screen’s article in the UI language and shows it with its date', async () => {
    const asked: { key: unknown; lang: string | null }[] = [];
    server.use(
      http.post('*/api/vue/common/article', async ({ request }) => {
        const body = (await request.json()) as { key: unknown };
        asked.push({ key: body.key, lang: request.headers.get('lang') });
        return HttpResponse.json({ status: 1, msg: 'success.ok', data: articleMocks.about });
      }),
    );
    renderAt(<AboutUsScreen />, paths.information.aboutUs);
    expect(await screen.findByText(/Deze server is een sandbox\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Over ons' })).toBeInTheDocument();
    expect(screen.getByText(/^Bijgewerkt op \d{2}\/\d{2}\/2026 \d{1,2}:\d{2}:\d{2} uur$/)).toBeInTheDocument();
    expect(asked).toEqual([{ key: 'about', lang: 'nl' }]);
  });

  it('writes the date compactly in other languages and reads the agreement for the terms', async () => {
    let key: unknown;
    server.use(
      mockApi('common/article', (body) => {
        key = body.key;
        return { data: articleMocks.agreement };
      }),
    );
    renderAt(<TermsScreen />, paths.information.terms, 'de');
    expect(await screen.findByText(/^Aktualisiert am 2026\.01\.0\d \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsvereinbarung' })).toBeInTheDocument();
    expect(key).toBe('agreement');
  });

  it('never renders a script or an event handler, even if the server let one through', async () => {
    server.use(
      mockApi('common/article', {
        data: {
          ...articleMocks.privacy,
          content: '<h1>Privacy</h1><p>Tekst</p><script>window.hacked = true</script><img src="x" onerror="hack()">',
        },
      }),
    );
    const { container } = renderAt(<PrivacyScreen />, paths.information.privacy);
    expect(await screen.findByText('Tekst')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    // The article's own heading sits under the screen's h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy' })).toBeInTheDocument();
  });

  it('says when an article has no text', async () => {
    server.use(mockApi('common/article', { data: { ...articleMocks.about, content: '  ' } }));
    renderAt(<AboutUsScreen />, paths.information.aboutUs);
    expect(await screen.findByText('Hier staat nog geen tekst.')).toBeInTheDocument();
  });

  it('shows the failure with a retry that loads the article', async () => {
    let calls = 0;
    server.use(
      mockApi('common/article', () => {
        calls += 1;
        return calls === 1 ? { error: 'error.content.notFound' } : { data: articleMocks.about };
      }),
    );
    renderAt(<AboutUsScreen />, paths.information.aboutUs);
    expect(await screen.findByRole('heading', { level: 1, name: 'Over ons' })).toBeInTheDocument();
    const alert = await screen.findByText('De inhoud is niet gevonden.', { selector: 'p' });
    expect(alert).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText(/Deze server is een sandbox\./)).toBeInTheDocument();
  });
});
