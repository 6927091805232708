import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { LoanRecord, RequestOf } from '@broker/contract';
import { money, percent } from '../../i18n/money.ts';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { LoanScreen } from './LoanScreen.tsx';
import {
  borrowed,
  dueSoonLoan,
  handlersFor,
  infoMock,
  loanInfo,
  mockFundPassword,
  overdueLoan,
  pendingLoan,
  previewAnswer,
  rejectedLoan,
  repaid,
  runningLoan,
  settledLoan,
} from './mocks.ts';

const server = setupServer();
let borrows: RequestOf<'loan/borrow'>[];
let repays: RequestOf<'loan/repay'>[];
let previews: RequestOf<'loan/preview'>[];
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom has no layout: the dialog's focus trap needs elements that look visible.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The loan screen with `latest` as the user's latest loan; every borrow, repayment and preview recorded. */
function show(latest: LoanRecord | null = null) {
  borrows = [];
  repays = [];
  previews = [];
  const preview = previewAnswer(loanInfo(latest));
  server.use(
    ...handlersFor(
      latest,
      mockApi('loan/borrow', (body) => {
        borrows.push(body);
        return { data: borrowed(body) };
      }),
      mockApi('loan/repay', (body) => {
        repays.push(body);
        return latest ? repaid(latest, body) : { error: 'error.order.notFound' };
      }),
      mockApi('loan/preview', (body) => {
        previews.push(body);
        return preview(body);
      }),
    ),
  );
  return renderScreen(<LoanScreen />, paths.loan.index);
}

const eur = (value: string) => money(value, 'EUR');
/** As Testing Library reads text: a no-break space is a space. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');
const amountField = () => screen.getByLabelText(fieldLabel('Bedrag'));
const fundPasswordField = () => screen.getByLabelText(fieldLabel('Transactiewachtwoord'));
const value = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;
const sheet = () => screen.getByRole('region', { name: 'Wat deze lening kost' });
const WARNING = 'Let op! Geld lenen kost geld';

describe('LoanScreen', () => {
  it('shows the quota, the terms with the overdue rule, the way to borrow and the way to the records', async () => {
    show();
    const quota = await screen.findByRole('region', { name: 'Kredietruimte' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lenen' })).toBeInTheDocument();
    expect(value(quota, 'Beschikbaar')).toBe(eur('10000'));
    expect(value(quota, 'Geleend')).toBe(eur('0'));
    expect(value(quota, 'Kredietlimiet')).toBe(eur('10000'));
    expect(value(quota, 'Kredietscore')).toBe('100');
    const terms = screen.getByRole('region', { name: 'Voorwaarden' });
    expect(value(terms, 'Minimaal bedrag')).toBe(eur('100'));
    expect(value(terms, 'Looptijd')).toBe('30 dagen');
    expect(value(terms, 'Rente per jaar')).toBe(percent('9.90'));
    expect(value(terms, 'Jaarlijks kostenpercentage (JKP)')).toBe(percent('10.51'));
    expect(value(terms, 'Rente na de vervaldatum')).toBe(percent('13.90'));
    expect(terms).toHaveTextContent(
      'Na de vervaldatum kost elke dag tot je aflost 13,90 % rente per jaar (4,00 % meer dan de gewone rente). 3 dagen voor de vervaldatum krijg je een herinnering.',
    );
    expect(terms).toHaveTextContent('9,90 % per jaar gedeeld door 360');
    // No loan: the way to borrow, under the credit warning.
    expect(screen.getByRole('heading', { level: 2, name: 'Lening aanvragen' })).toBeInTheDocument();
    expect(screen.getAllByText(WARNING)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Je lening' })).not.toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Lenen' });
    await press(within(links).getByRole('link', { name: 'Mijn leningen' }));
    expect(await screen.findByRole('heading', { name: paths.loan.records })).toBeInTheDocument();
  });

  it('draws the sheet of the amount as it is typed: the term, interest, APR, total and cost per day', async () => {
    const { user } = show();
    await screen.findByRole('region', { name: 'Kredietruimte' });
    expect(sheet()).toHaveTextContent(
      plain(`Vul een bedrag in van minimaal ${eur('100')} tot ${eur('10000')}: hier zie je wat de lening kost`),
    );
    await user.type(amountField(), '1000');
    expect(
      await within(sheet()).findByText(
        plain(`${eur('1000')} lenen kost ${eur('8.25')} rente: je betaalt ${eur('1008.25')} terug.`),
      ),
    ).toBeInTheDocument();
    // Asked once the typing rested, not at every key.
    expect(previews).toEqual([{ amount: '1000' }]);
    expect(value(sheet(), 'Bedrag')).toBe(eur('1000'));
    expect(value(sheet(), 'Looptijd')).toBe('30 dagen');
    expect(value(sheet(), 'Rente per jaar')).toBe(percent('9.90'));
    expect(value(sheet(), 'Rente over de looptijd')).toBe(eur('8.25'));
    expect(value(sheet(), 'Jaarlijks kostenpercentage (JKP)')).toBe(percent('10.51'));
    expect(value(sheet(), 'Kosten per dag')).toBe('0,2750\u00a0€');
    expect(value(sheet(), 'Na de vervaldatum')).toBe(`${percent('13.90')} per jaar, 0,3861\u00a0€ per dag`);
    expect(value(sheet(), 'Totaal terug te betalen')).toBe(eur('1008.25'));
    expect(screen.getByText(WARNING)).toBeVisible();

    await user.type(amountField(), '0');
    expect(
      await within(sheet()).findByText(
        plain(`${eur('10000')} lenen kost ${eur('82.50')} rente: je betaalt ${eur('10082.50')} terug.`),
      ),
    ).toBeInTheDocument();
    expect(value(sheet(), 'Totaal terug te betalen')).toBe(eur('10082.50'));
    // Beyond what is left of the quota: no sheet, what to type instead.
    await user.type(amountField(), '0');
    expect(await within(sheet()).findByText(/^Vul een bedrag in/)).toBeInTheDocument();
    expect(within(sheet()).queryByText('Totaal terug te betalen')).not.toBeInTheDocument();
    expect(previews.map((body) => body.amount)).toEqual(['1000', '10000']);
  });

  it('says a refusal of the sheet in its place', async () => {
    const { user } = show();
    await screen.findByRole('region', { name: 'Kredietruimte' });
    server.use(
      mockApi('loan/preview', { error: 'error.credit.quotaInsufficient', data: { max: '500.00', currency: 'EUR' } }),
    );
    await user.type(amountField(), '1000');
    expect(
      await within(sheet()).findByText(plain(`Onvoldoende kredietruimte. Je kunt nog ${eur('500')} lenen.`)),
    ).toBeInTheDocument();
  });

  it('checks the amount with the domain before anything is sent', async () => {
    const { user } = show();
    await screen.findByRole('region', { name: 'Kredietruimte' });
    await user.click(screen.getByRole('button', { name: 'Aanvraag controleren' }));
    await expect.poll(() => amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField()).toHaveFocus();
    await user.type(amountField(), '50');
    await user.click(screen.getByRole('button', { name: 'Aanvraag controleren' }));
    await expect.poll(() => amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField()).toHaveAccessibleDescription(/^Het bedrag is lager dan het minimum\. Het minimum is 100,00/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(borrows).toEqual([]);
  });

  it('borrows: the confirmation repeats the sheet and the warning, and the loan asked for is under review', async () => {
    const { user } = show();
    await screen.findByRole('region', { name: 'Kredietruimte' });
    await user.type(amountField(), '1000');
    // Submitted before the sheet came: the confirmation waits for it.
    await user.click(screen.getByRole('button', { name: 'Aanvraag controleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lening bevestigen' });
    expect(within(dialog).getByText(WARNING)).toBeInTheDocument();
    expect(value(dialog, 'Bedrag')).toBe(eur('1000'));
    expect(value(dialog, 'Rente over de looptijd')).toBe(eur('8.25'));
    expect(value(dialog, 'Jaarlijks kostenpercentage (JKP)')).toBe(percent('10.51'));
    expect(value(dialog, 'Kosten per dag')).toBe('0,2750\u00a0€');
    expect(value(dialog, 'Totaal terug te betalen')).toBe(eur('1008.25'));
    await user.click(within(dialog).getByRole('button', { name: 'Lening aanvragen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aanvraag ingediend' })).toBeInTheDocument();
    expect(borrows).toEqual([{ requestId: expect.any(String), amount: '1000' }]);
    expect(
      screen.getByText(plain(`In beoordeling: je aanvraag van ${eur('1000')} wacht op een beslissing.`)),
    ).toBeInTheDocument();
    expect(screen.getByText('L20261124110000000009')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mijn leningen' }));
    expect(await screen.findByRole('heading', { name: paths.loan.records })).toBeInTheDocument();
  });

  it('keeps the amount typed when the server refuses it, and says why on the amount', async () => {
    const { user } = show();
    await screen.findByRole('region', { name: 'Kredietruimte' });
    server.use(mockApi('loan/borrow', { error: 'error.loan.pendingReview' }));
    await user.type(amountField(), '1000');
    await user.click(screen.getByRole('button', { name: 'Aanvraag controleren' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Lening aanvragen' }));
    await expect.poll(() => amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField()).toHaveAccessibleDescription(/^Je hebt al een lening in behandeling\./);
    expect(amountField()).toHaveValue('1000');
    expect(screen.queryByRole('heading', { name: 'Aanvraag ingediend' })).not.toBeInTheDocument();
  });

  it('says a quota the server finds too small on the amount, with what is left', async () => {
    const { user } = show();
    await screen.findByRole('region', { name: 'Kredietruimte' });
    server.use(
      mockApi('loan/borrow', { error: 'error.credit.quotaInsufficient', data: { max: '800.00', currency: 'EUR' } }),
    );
    await user.type(amountField(), '1000');
    await user.click(screen.getByRole('button', { name: 'Aanvraag controleren' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Lening aanvragen' }));
    await expect.poll(() => amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField()).toHaveAccessibleDescription(
      new RegExp(`^Onvoldoende kredietruimte\\. Je kunt nog 800,00.€ lenen\\.`),
    );
    expect(amountField()).toHaveValue('1000');
  });

  it('asks for the identity check before borrowing, and leads to it', async () => {
    const { user } = show();
    server.use(mockApi('user/info', { data: { ...userFixture, realNameStatus: 'none' } }));
    await screen.findByRole('region', { name: 'Kredietruimte' });
    expect(await screen.findByText(/^Om te lenen moet je identiteit geverifieerd zijn\./)).toBeInTheDocument();
    await user.type(amountField(), '1000');
    await user.click(screen.getByRole('button', { name: 'Aanvraag controleren' }));
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((element) => element.textContent?.includes('identiteit'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(within(alert).getByRole('link', { name: 'Identiteit verifiëren' })).toHaveAttribute(
      'href',
      paths.information.authInfo,
    );
    expect(borrows).toEqual([]);
    expect(amountField()).toHaveValue('1000');
  });

  it('keeps the sheet as a text file with the warning and every figure', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:sheet';
    });
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      const { user } = show();
      await screen.findByRole('region', { name: 'Kredietruimte' });
      await user.type(amountField(), '1000');
      await user.click(await within(sheet()).findByRole('button', { name: 'Overzicht bewaren' }));
      expect(clicked).toHaveLength(1);
      expect(clicked[0]!.download).toBe('lening-overzicht-1000.00-EUR.txt');
      expect(clicked[0]!.href).toBe('blob:sheet');
      const text = await created[0]!.text();
      expect(text.split('\n').slice(0, 12)).toEqual([
        'Overzicht van je lening',
        WARNING,
        '',
        'Bedrag: 1.000,00 €',
        'Looptijd: 30 dagen',
        'Rente per jaar: 9,90 %',
        'Rente over de looptijd: 8,25 €',
        'Jaarlijks kostenpercentage (JKP): 10,51 %',
        'Kosten per dag: 0,2750 €',
        'Na de vervaldatum: 13,90 % per jaar, 0,3861 € per dag',
        'Totaal terug te betalen: 1.008,25 €',
        '',
      ]);
      expect(text).toMatch(/\nGemaakt op \d{2}\/\d{2}\/\d{4} /);
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:sheet'));
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('says a loan is under review and takes no other meanwhile', async () => {
    show(pendingLoan);
    const loan = await screen.findByRole('region', { name: 'Je lening' });
    expect(loan).toHaveTextContent(plain(`In beoordeling: je aanvraag van ${eur('1000')} wacht op een beslissing.`));
    expect(value(loan, 'Status')).toBe('In behandeling');
    expect(screen.getByText(/^Je hebt één lening tegelijk/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanvraag controleren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Aflossen' })).not.toBeInTheDocument();
    // The records are reached with or without a loan.
    expect(screen.getByRole('link', { name: 'Mijn leningen' })).toHaveAttribute('href', paths.loan.records);
  });

  it('shows the loan running: what it owes, its interest so far and its due date; no new loan', async () => {
    show(runningLoan);
    const loan = await screen.findByRole('region', { name: 'Je lening' });
    expect(value(loan, 'Status')).toBe('Loopt');
    expect(value(loan, 'Geleend bedrag')).toBe(eur('1000'));
    expect(value(loan, 'Rente tot nu toe')).toBe(eur('2.75'));
    expect(value(loan, 'Afgelost')).toBe(eur('0'));
    expect(value(loan, 'Nog te betalen')).toBe(eur('1002.75'));
    expect(value(loan, 'Kosten vandaag')).toBe('0,2750\u00a0€');
    expect(value(loan, 'Vervaldatum')).toMatch(/^\d{2}\/\d{2}\/\d{4} /);
    expect(loan).toHaveTextContent(/^Je leningBetaal 1\.002,75 € terug, uiterlijk \d{2}\/\d{2}\/\d{4}/);
    expect(value(screen.getByRole('region', { name: 'Kredietruimte' }), 'Geleend')).toBe(eur('1002.75'));
    expect(screen.getByRole('heading', { level: 2, name: 'Aflossen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanvraag controleren' })).not.toBeInTheDocument();
  });

  it('repays part: confirms the amount and what is left, and shows what the loan still owes', async () => {
    const { user } = show(runningLoan);
    await screen.findByRole('region', { name: 'Je lening' });
    await user.type(amountField(), '500');
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(screen.getByRole('button', { name: 'Aflossing controleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Aflossing bevestigen' });
    expect(value(dialog, 'Nu te betalen')).toBe(eur('1002.75'));
    expect(value(dialog, 'Aflossing')).toBe(eur('500'));
    expect(value(dialog, 'Daarna nog te betalen')).toBe(eur('502.75'));
    await user.click(within(dialog).getByRole('button', { name: 'Aflossen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aflossing gelukt' })).toBeInTheDocument();
    expect(repays).toEqual([
      { requestId: expect.any(String), loanId: runningLoan.id, amount: '500', fundPassword: mockFundPassword },
    ]);
    expect(screen.getByText(plain(`${eur('500')} is afgelost. Nog te betalen: ${eur('502.75')}.`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terug naar lenen' }));
    expect(await screen.findByRole('region', { name: 'Je lening' })).toBeInTheDocument();
  });

  it('repays all with the shortcut: the amount owed, and the loan settled', async () => {
    const { user } = show(runningLoan);
    await screen.findByRole('region', { name: 'Je lening' });
    await user.click(screen.getByRole('button', { name: `Alles aflossen (${eur('1002.75')})` }));
    expect(amountField()).toHaveValue('1002,75');
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(screen.getByRole('button', { name: 'Aflossing controleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Aflossing bevestigen' });
    expect(value(dialog, 'Daarna nog te betalen')).toBe(eur('0'));
    await user.click(within(dialog).getByRole('button', { name: 'Aflossen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lening afgelost' })).toBeInTheDocument();
    expect(repays.map((body) => body.amount)).toEqual(['1002.75']);
    expect(
      screen.getByText(plain(`Je lening is volledig afgelost: ${eur('1002.75')} in totaal, met de rente.`)),
    ).toBeInTheDocument();
  });

  it('refuses more than the loan owes before sending, and a wrong fund password on its field, keeping the amount', async () => {
    const { user } = show(runningLoan);
    await screen.findByRole('region', { name: 'Je lening' });
    await user.type(amountField(), '2000');
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(screen.getByRole('button', { name: 'Aflossing controleren' }));
    await expect.poll(() => amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField()).toHaveAccessibleDescription(
      /^Het aflossingsbedrag is hoger dan het geleende bedrag\. Je lening vraagt nog 1\.002,75.€\./,
    );
    expect(repays).toEqual([]);

    await user.clear(amountField());
    await user.type(amountField(), '100');
    await user.clear(fundPasswordField());
    await user.type(fundPasswordField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Aflossing controleren' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aflossen' }));
    await expect.poll(() => fundPasswordField().getAttribute('aria-invalid')).toBe('true');
    expect(fundPasswordField()).toHaveAccessibleDescription(/Het transactiewachtwoord is onjuist\./);
    expect(amountField()).toHaveValue('100');
    expect(screen.queryByRole('heading', { name: 'Aflossing gelukt' })).not.toBeInTheDocument();
  });

  it('says a loan is due soon', async () => {
    show(dueSoonLoan);
    const loan = await screen.findByRole('region', { name: 'Je lening' });
    expect(value(loan, 'Status')).toBe('Vervalt binnenkort');
    expect(loan).toHaveTextContent(/Vervalt binnenkort: betaal 607,42 € terug, uiterlijk/);
  });

  it('says a loan is overdue, with the rate each further day costs', async () => {
    show(overdueLoan);
    const loan = await screen.findByRole('region', { name: 'Je lening' });
    expect(value(loan, 'Status')).toBe('Over de vervaldatum');
    expect(value(loan, 'Rente per jaar')).toBe(percent('13.90'));
    expect(loan).toHaveTextContent(/Over de vervaldatum sinds .*: nog 1\.009,02 € te betalen\./);
    expect(
      within(loan).getByText(
        'Je lening is over de vervaldatum: elke dag tot je aflost kost nu 13,90 % rente per jaar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Aflossen' })).toBeInTheDocument();
  });

  it('says why the latest loan was rejected, in words, and takes a new one', async () => {
    show(rejectedLoan);
    const latest = await screen.findByRole('region', { name: 'Je laatste lening' });
    expect(latest).toHaveTextContent(
      'Afgewezen: het bedrag past niet bij wat je kunt terugbetalen. Er is niets afgeschreven.',
    );
    expect(value(latest, 'Status')).toBe('Afgewezen');
    expect(screen.getByRole('button', { name: 'Aanvraag controleren' })).toBeInTheDocument();
  });

  it('says when the latest loan was settled, and takes a new one', async () => {
    show(settledLoan);
    const latest = await screen.findByRole('region', { name: 'Je laatste lening' });
    expect(latest).toHaveTextContent(/Volledig afgelost op 11\/10\/2026 .*: 501,37 € in totaal, met de rente\./);
    expect(value(latest, 'Status')).toBe('Afgelost');
    expect(screen.getByRole('button', { name: 'Aanvraag controleren' })).toBeInTheDocument();
  });

  it('says why nothing can be borrowed with a credit score below the minimum', async () => {
    show();
    server.use(infoMock(null, { creditScore: 40, quota: '0.00', available: '0.00' }));
    const quota = await screen.findByRole('region', { name: 'Kredietruimte' });
    expect(quota).toHaveTextContent('Je kredietscore is 40; om te lenen is minimaal 60 nodig.');
  });

  it('retries a failed load', async () => {
    show();
    server.use(mockApi('loan/info', { error: 'error.system.busy' }));
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(infoMock());
    await press(retry);
    expect(await screen.findByRole('region', { name: 'Kredietruimte' })).toBeInTheDocument();
  });
});
