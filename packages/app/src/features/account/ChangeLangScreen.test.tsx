import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { storageKeys } from '@broker/domain';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { ChangeLangScreen } from './ChangeLangScreen.tsx';
import { handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ChangeLangScreen', () => {
  it('names each language in its own language and marks the current one', async () => {
    renderScreen(<ChangeLangScreen />, paths.information.changeLang);
    expect(await screen.findByRole('radio', { name: 'Nederlands' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Nederlands',
      'English',
      'Deutsch',
      '繁體中文',
      '简体中文',
      '한국어',
    ]);
    expect(screen.getByText('한국어')).toHaveAttribute('lang', 'ko');
  });

  it('switches at once, keeps the choice on the device and tells the server', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('user/language', (body) => {
        bodies.push(body);
        return { data: null };
      }),
    );
    renderScreen(<ChangeLangScreen />, paths.information.changeLang);
    await userEvent.click(await screen.findByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByText('Language changed')).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.lang)).toBe('en');
    await expect.poll(() => bodies).toEqual([expect.objectContaining({ language: 'en' })]);
  });

  it('keeps the new language when the server cannot be told', async () => {
    server.use(mockApi('user/language', { error: 'error.system.busy' }));
    renderScreen(<ChangeLangScreen />, paths.information.changeLang);
    await userEvent.click(await screen.findByRole('radio', { name: 'Deutsch' }));
    expect(
      await screen.findByText('Das System ist ausgelastet. Bitte versuchen Sie es später erneut.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sprache' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
  });
});
