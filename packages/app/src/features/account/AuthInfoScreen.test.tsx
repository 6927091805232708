import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { RealName } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { formatDateTimeIn } from '../../i18n/formatDate.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { REVIEW_POLL_MS } from './api.ts';
import { AuthInfoScreen } from './AuthInfoScreen.tsx';
import {
  handlers,
  realNameNoneFixture,
  realNameRejectedFixture,
  realNameReviewingFixture,
  realNameVerifiedFixture,
} from './mocks.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom decodes no images: an image that already fits is sent as it is.
  vi.stubGlobal('createImageBitmap', async () => ({ width: 800, height: 500, close: () => {} }));
});
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const show = () => renderScreen(<AuthInfoScreen />, paths.information.authInfo);
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3])], name, {
    type: 'image/png',
  });

async function uploadPhoto(label: string, file: File) {
  const group = screen.getByRole('group', { name: label });
  const input = group.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, file);
  await within(group).findByRole('button', { name: 'Foto verwijderen' });
}

describe('AuthInfoScreen', () => {
  it('says what is missing before sending and focuses the first field', async () => {
    server.use(mockApi('user/realNameInfo', { data: realNameNoneFixture }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Ter controle versturen' }));
    expect(screen.getByLabelText(fieldLabel('Volledige naam'))).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(screen.getByLabelText(fieldLabel('Volledige naam'))).toHaveFocus();
    // name, both photos and the consent
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(4);
  });

  it('uploads both photos, submits and shows the review in progress', async () => {
    let record: RealName = realNameNoneFixture;
    const uploads: unknown[] = [];
    const submissions: unknown[] = [];
    server.use(
      mockApi('user/realNameInfo', () => ({ data: record })),
      mockApi('common/upload', (body) => {
        uploads.push(body);
        const side = body.purpose === 'idFront' ? 'front' : 'back';
        return { data: { path: `/uploads/id/${side}.png`, url: `/uploads/id/${side}.png?sig=1` } };
      }),
      mockApi('user/realName', (body) => {
        submissions.push(body);
        record = { ...realNameReviewingFixture, name: body.name };
        return { data: record };
      }),
    );
    show();
    await userEvent.type(await screen.findByLabelText(fieldLabel('Volledige naam')), 'Jan de Vries');
    await uploadPhoto('Voorkant identiteitsbewijs', png('front.png'));
    await uploadPhoto('Achterkant identiteitsbewijs', png('back.png'));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Ter controle versturen' }));

    expect(await screen.findByRole('heading', { name: 'In beoordeling' })).toBeInTheDocument();
    expect(screen.getByText('Verstuurd. We controleren je gegevens.')).toBeInTheDocument();
    expect(uploads).toEqual([
      { purpose: 'idFront', contentType: 'image/png', data: expect.stringMatching(/^iVBORw0KGgo/) },
      { purpose: 'idBack', contentType: 'image/png', data: expect.stringMatching(/^iVBORw0KGgo/) },
    ]);
    expect(submissions).toEqual([
      expect.objectContaining({
        name: 'Jan de Vries',
        frontImage: '/uploads/id/front.png',
        backImage: '/uploads/id/back.png',
        consent: true,
      }),
    ]);
    expect(submissions[0]).not.toHaveProperty('idNumber');
    // Only a verified record names the account.
    expect(sessionStore.getSnapshot().realName).toBeNull();
  });

  it('keeps what was typed when the server refuses', async () => {
    server.use(
      mockApi('user/realNameInfo', { data: realNameNoneFixture }),
      mockApi('common/upload', { data: { path: '/uploads/id/x.png', url: '/uploads/id/x.png' } }),
      mockApi('user/realName', { error: 'error.submit.failed' }),
    );
    show();
    await userEvent.type(await screen.findByLabelText(fieldLabel('Volledige naam')), 'Jan de Vries');
    await userEvent.type(screen.getByLabelText(fieldLabel('Nummer identiteitsbewijs (optioneel)')), 'AB1234567');
    await uploadPhoto('Voorkant identiteitsbewijs', png('front.png'));
    await uploadPhoto('Achterkant identiteitsbewijs', png('back.png'));
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Ter controle versturen' }));
    expect(await screen.findByText('Versturen mislukt. Probeer het opnieuw.')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Volledige naam'))).toHaveValue('Jan de Vries');
    expect(screen.getByLabelText(fieldLabel('Nummer identiteitsbewijs (optioneel)'))).toHaveValue('AB1234567');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('shows the operator’s reason above the form after a rejection', async () => {
    server.use(mockApi('user/realNameInfo', { data: realNameRejectedFixture }));
    show();
    expect(await screen.findByText('Reden: The photo of the back of your ID is not readable.')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Volledige naam'))).toHaveValue('Jan de Vries');
    expect(screen.getByRole('link', { name: 'Privacybeleid lezen' })).toHaveAttribute(
      'href',
      paths.information.privacy,
    );
  });

  it('shows the progress of a review with the time it was sent', async () => {
    server.use(mockApi('user/realNameInfo', { data: realNameReviewingFixture }));
    show();
    const steps = await screen.findByRole('list', { name: 'Voortgang van je verificatie' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    // In the Dutch date format, as every moment in Dutch (issue #26).
    expect(
      screen.getByText(`Verstuurd op ${formatDateTimeIn(realNameReviewingFixture.submittedAt!, 'nl')}`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ter controle versturen' })).toBeNull();
  });

  it('shows the verified name and masked ID number and remembers the name', async () => {
    server.use(mockApi('user/realNameInfo', { data: realNameVerifiedFixture }));
    show();
    expect(await screen.findByText('123456***7')).toBeInTheDocument();
    expect(screen.getByText('Jan de Vries')).toBeInTheDocument();
    await expect.poll(() => sessionStore.getSnapshot().realName).toBe('Jan de Vries');
  });

  it('follows an open review live: the decision shows without a reload (issue #26)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(mockApi('user/realNameInfo', { data: realNameReviewingFixture }));
      show();
      expect(await screen.findByRole('list', { name: 'Voortgang van je verificatie' })).toBeInTheDocument();
      // An operator approves meanwhile; the open screen reads the record again a few seconds later.
      server.use(mockApi('user/realNameInfo', { data: realNameVerifiedFixture }));
      await vi.advanceTimersByTimeAsync(REVIEW_POLL_MS + 100);
      expect(await screen.findByText('123456***7')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a failed load', async () => {
    server.use(mockApi('user/realNameInfo', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('user/realNameInfo', { data: realNameVerifiedFixture }));
    await userEvent.click(retry);
    expect(await screen.findByText('123456***7')).toBeInTheDocument();
  });
});
