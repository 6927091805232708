import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { SettingScreen } from './SettingScreen.tsx';
import { handlers, newUserFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('SettingScreen', () => {
  it('links to the passwords, language, security centre and about us', async () => {
    renderScreen(<SettingScreen />, paths.information.setting);
    expect(await screen.findByRole('heading', { level: 1, name: 'Instellingen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Transactiewachtwoord.*Ingesteld/ })).toHaveAttribute(
      'href',
      paths.information.fundPass,
    );
    expect(screen.getByRole('link', { name: /Inlogwachtwoord/ })).toHaveAttribute('href', paths.information.loginPass);
    expect(screen.getByRole('link', { name: /Taal.*Nederlands/ })).toHaveAttribute(
      'href',
      paths.information.changeLang,
    );
    expect(screen.getByRole('link', { name: /Beveiligingscentrum/ })).toHaveAttribute('href', paths.information.safety);
    expect(screen.getByRole('link', { name: /Over ons/ })).toHaveAttribute('href', paths.information.aboutUs);
  });

  it('says when no fund password is set', async () => {
    server.use(mockApi('user/info', { data: newUserFixture }));
    renderScreen(<SettingScreen />, paths.information.setting);
    expect(await screen.findByText('Niet ingesteld')).toBeInTheDocument();
  });

  it('can cancel the logout', async () => {
    renderScreen(<SettingScreen />, paths.information.setting);
    await userEvent.click(await screen.findByRole('button', { name: 'Uitloggen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Uitloggen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeInTheDocument();
  });
});
