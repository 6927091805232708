import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { money } from '../../i18n/money.ts';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { IntradayScreen } from './IntradayScreen.tsx';
import {
  applied,
  approvedRecord,
  handlers,
  infoMock,
  mockFundPassword,
  pendingRecord,
  protectedRecord,
  rejectedRecord,
  settledRecord,
} from './mocks.ts';

const server = setupServer();
let bodies: RequestOf<'intraday/apply'>[];
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom has no layout: the dialog's focus trap needs elements that look visible.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => {
  bodies = [];
  server.use(
    ...handlers(
      mockApi('intraday/apply', (body) => {
        bodies.push(body);
        return body.fundPassword === mockFundPassword ? { data: applied(body) } : { error: 'error.fundPassword.wrong' };
      }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<IntradayScreen />, paths.intraday.index);
const eur = (value: string) => money(value, 'EUR');
/** As Testing Library reads text: a no-break space is a space. */
const eurText = (value: string) => eur(value).replaceAll('\u00a0', ' ');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const amountField = () => screen.getByLabelText(fieldLabel('Bedrag'));
const fundPasswordField = () => screen.getByLabelText(fieldLabel('Transactiewachtwoord'));
const submit = () => screen.getByRole('button', { name: 'Aanvraag controleren' });
const value = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('IntradayScreen', () => {
  it('shows the terms and the rules from intraday/info, with the ways to the rules and the records', async () => {
    show();
    const terms = await screen.findByRole('region', { name: 'Voorwaarden' });
    expect(screen.getByRole('heading', { level: 1, name: 'Daghandel' })).toBeInTheDocument();
    expect(value(terms, 'Bedrag')).toBe(`${eur('1000')} tot ${eur('50000')}`);
    expect(value(terms, 'Koopkracht')).toBe('bedrag × 5');
    expect(value(terms, 'Daglimiet voor verlies')).toBe('5\u00a0%');
    expect(value(terms, 'Maximaal verlies')).toBe('10\u00a0%');
    expect(value(terms, 'Alle posities gesloten')).toBe('tegen de marktkoers, 5 minuten voor de slotbel');
    expect(value(terms, 'Aanvragen tijdens')).toBeTruthy();
    // No application yet: no latest, the form.
    expect(screen.queryByRole('region', { name: 'Je laatste aanvraag' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Aanvragen' })).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Daghandel' });
    expect(within(links).getByRole('link', { name: 'Alle regels' })).toHaveAttribute('href', paths.intraday.info);
    await press(within(links).getByRole('link', { name: 'Mijn aanvragen' }));
    expect(await screen.findByRole('heading', { name: paths.intraday.records })).toBeInTheDocument();
  });

  it('shows the buying power of the amount as it is typed', async () => {
    const { user } = show();
    await screen.findByRole('region', { name: 'Voorwaarden' });
    expect(screen.getByText('Koopkracht: — (bedrag × 5)')).toBeInTheDocument();
    await user.type(amountField(), '2500');
    expect(screen.getByText(`Koopkracht: ${eurText('12500')} (bedrag × 5)`)).toBeInTheDocument();
  });

  it('checks the application with the domain before anything is sent', async () => {
    const { user } = show();
    await screen.findByRole('region', { name: 'Voorwaarden' });
    await user.click(submit());
    await expect.poll(() => amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField()).toHaveFocus();
    expect(fundPasswordField()).toHaveAttribute('aria-invalid', 'true');
    await user.type(amountField(), '500');
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(submit());
    await expect.poll(() => amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField()).toHaveAccessibleDescription(
      /^Het bedrag is lager dan het minimum\. Het minimum is 1\.000,00/,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('applies: confirms the amount frozen and the buying power, sends them, and shows the application', async () => {
    const { user } = show();
    await screen.findByRole('region', { name: 'Voorwaarden' });
    await user.type(amountField(), '2000');
    await user.type(fundPasswordField(), mockFundPassword);
    await user.click(submit());
    const dialog = await screen.findByRole('alertdialog', { name: 'Aanvraag bevestigen' });
    expect(value(dialog, 'Bevroren bedrag')).toBe(eur('2000'));
    expect(value(dialog, 'Koopkracht')).toBe(eur('10000'));
    expect(value(dialog, 'Hefboom')).toBe('5×');
    await user.click(within(dialog).getByRole('button', { name: 'Aanvragen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aanvraag ingediend' })).toBeInTheDocument();
    expect(bodies).toEqual([{ requestId: expect.any(String), amount: '2000', fundPassword: mockFundPassword }]);
    expect(
      screen.getByText(`In beoordeling: ${eurText('2000.00')} staat bevroren tot de beslissing.`),
    ).toBeInTheDocument();
    expect(screen.getByText('I20261124100000000009')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mijn aanvragen' }));
    expect(await screen.findByRole('heading', { name: paths.intraday.records })).toBeInTheDocument();
  });

  it('shows a wrong fund password on its field', async () => {
    const { user } = show();
    await screen.findByRole('region', { name: 'Voorwaarden' });
    await user.type(amountField(), '2000');
    await user.type(fundPasswordField(), '654321');
    await user.click(submit());
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aanvragen' }));
    await expect.poll(() => fundPasswordField().getAttribute('aria-invalid')).toBe('true');
    expect(fundPasswordField()).toHaveAccessibleDescription(/Het transactiewachtwoord is onjuist\./);
    expect(screen.queryByRole('heading', { name: 'Aanvraag ingediend' })).not.toBeInTheDocument();
  });

  it('says an application is under review, with its amount frozen, and takes no other', async () => {
    server.use(infoMock(pendingRecord));
    show();
    const latest = await screen.findByRole('region', { name: 'Je laatste aanvraag' });
    expect(latest).toHaveTextContent(`In beoordeling: ${eurText('2000')} staat bevroren tot de beslissing.`);
    expect(value(latest, 'Status')).toBe('In behandeling');
    expect(screen.getByText(/^Je hebt één aanvraag tegelijk/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aanvraag controleren' })).not.toBeInTheDocument();
  });

  it('says the session day an approved application trades', async () => {
    server.use(infoMock(approvedRecord));
    show();
    const latest = await screen.findByRole('region', { name: 'Je laatste aanvraag' });
    expect(latest).toHaveTextContent(
      new RegExp(`Goedgekeurd: je handelt op \\S*24\\S* met een koopkracht van ${escaped(eurText('15000'))}\\.`),
    );
    expect(value(latest, 'Status')).toBe('Goedgekeurd');
    expect(screen.queryByRole('button', { name: 'Aanvraag controleren' })).not.toBeInTheDocument();
    // Its account runs (or will): the way to it.
    await press(screen.getByRole('link', { name: 'Naar je daghandelrekening' }));
    expect(await screen.findByRole('heading', { name: paths.intraday.account })).toBeInTheDocument();
  });

  it('says why an application was rejected, in words, and takes a new one', async () => {
    server.use(infoMock(rejectedRecord));
    show();
    const latest = await screen.findByRole('region', { name: 'Je laatste aanvraag' });
    expect(latest).toHaveTextContent(
      `Afgewezen: te weinig ervaring met handelen. Het bedrag van ${eurText('2000')} staat weer vrij.`,
    );
    expect(value(latest, 'Status')).toBe('Afgewezen');
    expect(submit()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Naar je daghandelrekening' })).not.toBeInTheDocument();
  });

  it('shows a settled application’s credit and result', async () => {
    server.use(infoMock(settledRecord));
    show();
    const latest = await screen.findByRole('region', { name: 'Je laatste aanvraag' });
    expect(latest).toHaveTextContent(new RegExp(`${escaped(eurText('2131.40'))} is teruggeboekt naar je portemonnee`));
    expect(value(latest, 'Status')).toBe('Afgerekend');
    expect(value(latest, 'Gerealiseerd resultaat')).toBe(eur('142.80'));
    expect(value(latest, 'Kosten')).toBe(eur('11.40'));
    expect(value(latest, 'Teruggeboekt')).toBe(eur('2131.40'));
    expect(value(latest, 'Resultaat')).toContain('131,40');
    expect(submit()).toBeInTheDocument();
  });

  it('shows the loss the protection absorbed', async () => {
    server.use(infoMock(protectedRecord));
    show();
    const latest = await screen.findByRole('region', { name: 'Je laatste aanvraag' });
    expect(value(latest, 'Beschermd verlies')).toBe(eur('20'));
    expect(value(latest, 'Teruggeboekt')).toBe(eur('0'));
  });

  it('says when applications are not taken', async () => {
    server.use(infoMock(null, { open: false }));
    show();
    expect(await screen.findByText('Daghandel neemt op dit moment geen aanvragen aan.')).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    server.use(mockApi('intraday/info', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(infoMock());
    await press(retry);
    expect(await screen.findByRole('region', { name: 'Voorwaarden' })).toBeInTheDocument();
  });
});
