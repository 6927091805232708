import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { MarginScreen } from './MarginScreen.tsx';
import { handlers, marginFixtures } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers(mockApi('margin/info', { data: marginFixtures.notApplied }))));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<MarginScreen />, paths.trade.margin);

describe('MarginScreen', () => {
  it('shows the status, leverages, fee and levels', async () => {
    show();
    const account = await screen.findByRole('region', { name: 'Margerekening' });
    expect(within(account).getByText('Niet aangevraagd')).toBeInTheDocument();
    expect(within(account).getByText('1× · 2× · 5×')).toBeInTheDocument();
    expect(within(account).getByText('0,02 % per dag over het geleende deel')).toBeInTheDocument();
    expect(within(account).getByText('80,00 %')).toBeInTheDocument();
  });

  it('asks every question before sending, then shows why a failed test failed and when to retake it', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Doe de test en vraag aan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Antwoorden versturen' }));
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(6);
    // Every first option: mostly wrong.
    for (const group of screen.getAllByRole('radiogroup')) {
      await userEvent.click(within(group).getAllByRole('radio')[0]!);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Antwoorden versturen' }));
    expect(
      await screen.findByRole('heading', { name: 'Margehandel is nog niet passend voor jou.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Je kunt de toets opnieuw doen vanaf/)).toBeInTheDocument();
  });

  it('shows the reasons of an earlier failed test and waits for its retake date', async () => {
    server.use(mockApi('margin/info', { data: marginFixtures.failed }));
    show();
    expect(await screen.findByText(/Je kunt de toets opnieuw doen vanaf/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Doe de test en vraag aan' })).not.toBeInTheDocument();
  });

  it('says an application is under review', async () => {
    server.use(mockApi('margin/info', { data: marginFixtures.applied }));
    show();
    expect(await screen.findByText('Je aanvraag wordt beoordeeld.')).toBeInTheDocument();
  });
});
