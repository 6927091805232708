import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { IntradayScreen } from './IntradayScreen.tsx';
import { intradayRecordsMock, handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<IntradayScreen />, paths.intraday.index);

describe('IntradayScreen', () => {
  it('lists the account’s records, newest first', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Daghandel' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Daghandel' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('I20261123100000000002');
  });

  it('says when there is nothing yet', async () => {
    server.use(intradayRecordsMock([]));
    show();
    expect(await screen.findByText('Hier staat nog niets.')).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    server.use(mockApi('intraday/records', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(intradayRecordsMock());
    await press(retry);
    expect(await screen.findByText('I20261123100000000002')).toBeInTheDocument();
  });
});
