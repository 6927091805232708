import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { FundPassScreen } from './FundPassScreen.tsx';
import { handlers, newUserFixture } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const label = (text: string) => screen.getByLabelText(fieldLabel(text));

describe('FundPassScreen', () => {
  it('sets a first fund password without asking for an old one', async () => {
    const bodies: unknown[] = [];
    let info = newUserFixture;
    server.use(
      mockApi('user/info', () => ({ data: info })),
      mockApi('user/fundPassword', (body) => {
        bodies.push(body);
        info = { ...newUserFixture, fundPasswordSet: true };
        return { data: null };
      }),
    );
    renderScreen(<FundPassScreen />, paths.information.fundPass);
    expect(await screen.findByText(/bevestigt opnames en aankopen/)).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Huidig transactiewachtwoord'))).toBeNull();
    await userEvent.type(label('Nieuw transactiewachtwoord'), '12a3456');
    expect(label('Nieuw transactiewachtwoord')).toHaveValue('123456');
    await userEvent.type(label('Transactiewachtwoord bevestigen'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Instellen' }));
    expect(await screen.findByRole('heading', { name: paths.information.setting })).toBeInTheDocument();
    expect(screen.getByText('Je transactiewachtwoord is opgeslagen')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ newFundPassword: '123456', confirmPassword: '123456' })]);
    expect(bodies[0]).not.toHaveProperty('oldFundPassword');
  });

  it('asks for the current fund password once one is set', async () => {
    renderScreen(<FundPassScreen />, paths.information.fundPass);
    await userEvent.type(await screen.findByLabelText(fieldLabel('Nieuw transactiewachtwoord')), '123456');
    await userEvent.type(label('Transactiewachtwoord bevestigen'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Wijzigen' }));
    expect(label('Huidig transactiewachtwoord')).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(label('Huidig transactiewachtwoord')).toHaveFocus();
  });

  it('shows a wrong current fund password next to the field', async () => {
    server.use(mockApi('user/fundPassword', { error: 'error.fundPassword.wrong' }));
    renderScreen(<FundPassScreen />, paths.information.fundPass);
    await userEvent.type(await screen.findByLabelText(fieldLabel('Huidig transactiewachtwoord')), '111111');
    await userEvent.type(label('Nieuw transactiewachtwoord'), '222222');
    await userEvent.type(label('Transactiewachtwoord bevestigen'), '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Wijzigen' }));
    await expect.poll(() => label('Huidig transactiewachtwoord').getAttribute('aria-invalid')).toBe('true');
    expect(label('Huidig transactiewachtwoord')).toHaveAccessibleDescription('Het transactiewachtwoord is onjuist.');
    expect(label('Nieuw transactiewachtwoord')).toHaveValue('222222');
  });

  it('retries when the account cannot be loaded', async () => {
    server.use(mockApi('user/info', { error: 'error.system.busy' }));
    renderScreen(<FundPassScreen />, paths.information.fundPass);
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('user/info', { data: userFixture }));
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Wijzigen' })).toBeInTheDocument();
  });
});
