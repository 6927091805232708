import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { detailFor, handlers, offeringFixtures, publishedDraw, recordFixtures } from './mocks.ts';
import { VerifyScreen } from './VerifyScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (id: string) =>
  renderScreen(<VerifyScreen />, paths.newShare.verify, { initialEntry: withQuery(paths.newShare.verify, { id }) });
const value = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling;

describe('VerifyScreen', () => {
  it('checks the seed against the commitment, recomputes the user’s result and the table', async () => {
    show('ns-nl-2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loting controleren' })).toBeInTheDocument();
    const seed = screen.getByRole('region', { name: 'Vastlegging en seed' });
    const draw = detailFor(offeringFixtures().find((offering) => offering.id === 'ns-nl-2')!).draw!;
    expect(within(seed).getByText(draw.seedHash)).toBeInTheDocument();
    expect(within(seed).getByText(draw.seed!)).toBeInTheDocument();
    expect(await within(seed).findByText('Klopt')).toBeInTheDocument();

    const yours = screen.getByRole('region', { name: 'Jouw uitslag' });
    const won = recordFixtures().find((record) => record.id === 'nsr-won')!;
    expect(await within(yours).findByText('Je toewijzing volgt de regel')).toBeInTheDocument();
    expect(value(yours, 'Jouw lotnummer')).toHaveTextContent(String(won.ticket));
    expect(value(yours, 'Gevraagde loten')).toHaveTextContent('2');
    expect(value(yours, 'Loten volgens de regel (hier berekend)')).toHaveTextContent('1');
    expect(value(yours, 'Loten in je inschrijving')).toHaveTextContent('1');

    const table = screen.getByRole('table', { name: /^Inschrijvingen per grootte/ });
    const rows = within(table).getAllByRole('row');
    const { table: published } = publishedDraw('ns-nl-2');
    expect(rows).toHaveLength(published.length + 1);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('1');
    const allotment = screen.getByRole('region', { name: 'Toewijzingstabel' });
    expect(value(allotment, 'Tot nu toe ingeschreven')).toHaveTextContent('11,90×');
    expect(within(allotment).getByText('Klopt')).toBeInTheDocument();
  });

  it('says so when a published table does not follow from the seed', async () => {
    const offering = offeringFixtures().find((item) => item.id === 'ns-nl-3')!;
    const detail = detailFor(offering);
    const table = detail.draw!.table!.map((row, index) => (index === 0 ? { ...row, successful: 0 } : row));
    server.use(mockApi('newShare/detail', { data: { ...detail, draw: { ...detail.draw!, table } } }));
    show('ns-nl-3');
    const allotment = await screen.findByRole('region', { name: 'Toewijzingstabel' });
    expect(await within(allotment).findByText('Klopt niet')).toBeInTheDocument();
    // The user's own line still follows the rule.
    expect(await screen.findByText('Je toewijzing volgt de regel')).toBeInTheDocument();
  });

  it('shows the commitment and when the draw runs before it is drawn; a placement has none', async () => {
    show('ns-nl-1');
    expect(await screen.findByText(/^De loting is op .+ Daarna worden/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has no draw for a placement, and nothing for an unknown offering', async () => {
    const { unmount } = show('ns-nl-4');
    expect(await screen.findByText('Een plaatsing wordt per niveau toegewezen, niet door loting.')).toBeInTheDocument();
    unmount();
    show('ns-nope');
    expect(await screen.findByText('Deze uitgifte bestaat niet (meer).')).toBeInTheDocument();
  });

  it('says that the user took no part', async () => {
    const offering = offeringFixtures().find((item) => item.id === 'ns-nl-3')!;
    server.use(mockApi('newShare/detail', { data: detailFor(offering, []) }));
    show('ns-nl-3');
    expect(await screen.findByText('Je deed niet mee aan deze loting.')).toBeInTheDocument();
  });
});
