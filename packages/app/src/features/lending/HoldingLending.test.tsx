import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { configMock } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { HoldingLending } from './components/HoldingLending.tsx';
import { holdingStates, lendingHandlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (state: keyof typeof holdingStates) => {
  server.use(configMock, ...lendingHandlers(holdingStates[state]));
  return renderScreen(<HoldingLending positionId="p-1" />, paths.trade.positionDetail, {
    initialEntry: withQuery(paths.trade.positionDetail, { id: 'p-1' }),
  });
};

describe('HoldingLending', () => {
  it('offers the holding on its terms and lends it only with the user’s consent', async () => {
    show('offer');
    const card = await screen.findByRole('region', { name: 'Uitlenen' });
    expect(card).toHaveTextContent('Leen deze aandelen uit en verdien 1,00 % per jaar: nu ongeveer 0,2497 € per dag.');
    expect(card).toHaveTextContent('102 % van de waarde, elke slotkoers bijgesteld');
    const lend = within(card).getByRole('button', { name: 'Aandelen uitlenen' });
    expect(lend).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(
      within(card).getByRole('checkbox', {
        name: 'Ik leen deze aandelen uit onder de uitleenvoorwaarden (versie 2026-11-29).',
      }),
    );
    await userEvent.click(lend);
    expect(await within(card).findByText(/10 aandelen uitgeleend sinds/)).toBeInTheDocument();
    expect(await screen.findByText('Aandelen uitgeleend')).toBeInTheDocument();
  });

  it('shows a lent holding as its ledger, and ends it at the next close', async () => {
    show('lent');
    const card = await screen.findByRole('region', { name: 'Uitlenen' });
    expect(await within(card).findByText('Uitgeleend')).toBeInTheDocument();
    expect(card).toHaveTextContent('Rente verdiend0,7492 €');
    expect(card).toHaveTextContent('Rente uitbetaald0,75 €');
    expect(card).toHaveTextContent('Dekking nu101,34 %');
    expect(card).toHaveTextContent('Toestemming gegeven op');
    await userEvent.click(within(card).getByRole('button', { name: 'Stoppen met uitlenen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stoppen met uitlenen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stoppen met uitlenen' }));
    expect(await within(card).findByText(/De uitlening stopt bij het slot van/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Stoppen met uitlenen' })).toBeNull();
  });

  it('says why a holding may not be lent, and what the last loan paid', async () => {
    show('tooSmall');
    const card = await screen.findByRole('region', { name: 'Uitlenen' });
    expect(
      await within(card).findByText('Uitlenen kan vanaf 500,00 € aan aandelen; deze positie is 430,00 € waard.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Aandelen uitlenen' })).toBeNull();
  });

  it('shows the last loan of a holding lent before', async () => {
    show('lentBefore');
    const card = await screen.findByRole('region', { name: 'Uitlenen' });
    expect(
      await within(card).findByText(/Je vorige uitlening stopte op .*; rente in totaal 4,48 €\./),
    ).toBeInTheDocument();
  });
});
