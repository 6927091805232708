import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { AddBankCardScreen } from './AddBankCardScreen.tsx';
import { cardsFixture, handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<AddBankCardScreen />, paths.information.addBankCard);
const field = (text: string) => screen.getByLabelText(fieldLabel(text));

async function fillRequired(cardNumber = '6222 0212 3456 7890') {
  await userEvent.type(await screen.findByLabelText(fieldLabel('Naam kaarthouder')), 'Jan de Vries');
  await userEvent.type(field('Kaartnummer'), cardNumber);
  await userEvent.type(field('Naam van de bank'), 'ING Bank');
}

describe('AddBankCardScreen', () => {
  it('says what is missing before sending and focuses the first field', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Kaart opslaan' }));
    expect(field('Naam kaarthouder')).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(field('Naam kaarthouder')).toHaveFocus();
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(3);
  });

  it('keeps only digits, spaces and dashes in the card number and previews the mask', async () => {
    show();
    await userEvent.type(await screen.findByLabelText(fieldLabel('Kaartnummer')), '6222 02ab12-3456 7890');
    expect(field('Kaartnummer')).toHaveValue('6222 0212-3456 7890');
    expect(screen.getByText('Na het opslaan zie je alleen 6222 **** 7890.')).toBeInTheDocument();
  });

  it('refuses a card number that is too short', async () => {
    show();
    await fillRequired('1234 567');
    await userEvent.click(screen.getByRole('button', { name: 'Kaart opslaan' }));
    expect(field('Kaartnummer')).toHaveAccessibleDescription(/Deze invoer is ongeldig\./);
  });

  it('saves the card without spaces and goes back to the list with a toast', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockApi('card/add', (body) => {
        bodies.push(body);
        return { data: cardsFixture[1]! };
      }),
    );
    show();
    await fillRequired();
    await userEvent.type(field('Filiaal (optioneel)'), '  Utrecht ');
    await userEvent.click(screen.getByRole('button', { name: 'Kaart opslaan' }));
    expect(await screen.findByRole('heading', { name: paths.information.bankList })).toBeInTheDocument();
    expect(screen.getByText('Bankkaart toegevoegd')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        holderName: 'Jan de Vries',
        cardNumber: '6222021234567890',
        bankName: 'ING Bank',
        branchName: 'Utrecht',
      }),
    ]);
    expect(bodies[0]).not.toHaveProperty('bankCode');
  });

  it('shows a card that is already linked under the card number and keeps the form', async () => {
    server.use(mockApi('card/add', { error: 'error.card.exists' }));
    show();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Kaart opslaan' }));
    await expect.poll(() => field('Kaartnummer').getAttribute('aria-invalid')).toBe('true');
    expect(field('Kaartnummer')).toHaveAccessibleDescription(/Deze bankkaart is al gekoppeld\./);
    expect(field('Naam kaarthouder')).toHaveValue('Jan de Vries');
  });
});
