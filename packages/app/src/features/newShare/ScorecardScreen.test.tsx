import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers, newShareListPage } from './mocks.ts';
import { ScorecardScreen } from './ScorecardScreen.tsx';

const server = setupServer();
let requests: RequestOf<'newShare/list'>[];
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => {
  requests = [];
  server.use(
    ...handlers(
      mockApi('newShare/list', (body) => {
        requests.push(body);
        return { data: newShareListPage(body) };
      }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ScorecardScreen', () => {
  it('shows the listed offerings as history, each opening its draw', async () => {
    renderScreen(<ScorecardScreen />, paths.newShare.scorecard);
    const list = await screen.findByRole('list', { name: 'Genoteerde uitgiften' });
    expect(requests.at(-1)).toEqual({ status: 'listed', page: 1, size: 20 });
    expect(screen.getByText(/^Historie: .*Resultaten uit het verleden/)).toBeInTheDocument();
    const [zeeland, redwood] = within(list).getAllByRole('link');
    expect(zeeland).toHaveTextContent('Zeeuwse Aquacultuur (ZAQC)');
    // The first trade (when allotments unlock) and the first day's close; the ratio of its draw.
    expect(zeeland).toHaveTextContent('Uitgifte 22,00 € → eerste koers 27,94 € → slot dag 1 28,61 €');
    expect(zeeland).toHaveTextContent('Toewijzing tegen uitgifteprijs bij vrijgave: 27,00 % (vóór kosten)');
    expect(zeeland).toHaveTextContent('8,10× ingeschreven');
    expect(zeeland).toHaveTextContent('+5,94 (+27,00%)');
    expect(zeeland).toHaveTextContent('Toegewezen: 12,35 %');
    expect(zeeland).toHaveAttribute('href', withQuery(paths.newShare.verify, { id: 'ns-nl-3' }));
    expect(redwood).toHaveTextContent('Veiling · Nasdaq');
  });

  it('says so when none has listed, and offers a retry when they cannot be loaded', async () => {
    server.use(mockApi('newShare/list', { error: 'error.system.busy' }));
    renderScreen(<ScorecardScreen />, paths.newShare.scorecard);
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('newShare/list', (body) => ({ data: newShareListPage(body, []) })));
    await press(retry);
    expect(await screen.findByText('Er is nog geen uitgifte genoteerd.')).toBeInTheDocument();
  });
});
