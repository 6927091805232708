import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { RequestOf, SupportMessage } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { createSupportMessage } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { SupportScreen } from './SupportScreen.tsx';
import { conversationFixture, earlierFixture, handlers, messagesOf, sentMessage } from './mocks.ts';

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

const show = () => renderScreen(<SupportScreen />, paths.information.support);
const log = () => screen.findByRole('log', { name: 'Berichten' });
const texts = (container: HTMLElement) =>
  within(container)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A conversation that grows with what is sent, and records the bodies. */
function liveConversation(initial: SupportMessage[]) {
  const all = [...initial];
  const sent: RequestOf<'support/send'>[] = [];
  const reads: RequestOf<'support/read'>[] = [];
  server.use(
    mockApi('support/messages', (body) => messagesOf(all, 20)(body)),
    mockApi('support/send', (body) => {
      sent.push(body);
      const message = sentMessage(body);
      all.push(message);
      return { data: message };
    }),
    mockApi('support/read', (body) => {
      reads.push(body);
      return { data: { unread: 0 } };
    }),
  );
  return { all, sent, reads };
}

describe('SupportScreen', () => {
  it('shows the conversation, newest at the bottom, as plain text, and marks the answers read', async () => {
    const { reads } = liveConversation([
      ...conversationFixture,
      createSupportMessage({
        id: 'sm-5',
        author: 'operator',
        text: '<b>Geen HTML</b>',
        createdAt: '2026-01-05T09:10:00Z',
      }),
    ]);
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Klantenservice' })).toBeInTheDocument();
    const messages = await log();
    const items = within(messages).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Jij, 05/01/2026');
    expect(items[0]).toHaveTextContent('Goedemorgen, mijn storting van gisteren staat nog op "in behandeling".');
    expect(items[0]).toHaveTextContent('Gelezen');
    expect(items[1]).toHaveTextContent(/^Klantenservice, /);
    expect(within(items[2]!).getByRole('img', { name: 'Foto van Jij' })).toBeInTheDocument();
    expect(items[4]).toHaveTextContent('<b>Geen HTML</b>');
    expect(within(items[4]!).queryByText('Geen HTML')).toBeNull();
    expect(screen.getByText('Begin van het gesprek')).toBeInTheDocument();
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(reads[0]).toMatchObject({ upTo: 'sm-5' });
  });

  it('loads earlier messages on request', async () => {
    show();
    const messages = await log();
    expect(within(messages).getAllByRole('listitem')).toHaveLength(conversationFixture.length);
    await userEvent.click(screen.getByRole('button', { name: 'Eerdere berichten laden' }));
    expect(await screen.findByText('Begin van het gesprek')).toBeInTheDocument();
    expect(texts(messages)[0]).toContain(earlierFixture[0]!.text);
    expect(within(messages).getAllByRole('listitem')).toHaveLength(conversationFixture.length + earlierFixture.length);
  });

  it('sends a message through the form pipeline and shows it', async () => {
    const { sent } = liveConversation(conversationFixture);
    const user = userEvent.setup();
    show();
    await log();
    const field = screen.getByRole('textbox', { name: 'Bericht' });
    await user.type(field, '  Bedankt voor de snelle hulp!  ');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Bedankt voor de snelle hulp!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ text: 'Bedankt voor de snelle hulp!' });
    expect(sent[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(field).toHaveValue('');
  });

  it('checks the message before sending it', async () => {
    const { sent } = liveConversation(conversationFixture);
    const user = userEvent.setup();
    show();
    await log();
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Schrijf een bericht of voeg een foto toe.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Bericht' });
    expect(field).toHaveFocus();
    await user.type(field, 'bel\u0007');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText(/onzichtbare stuurtekens/)).toBeInTheDocument();
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Je bericht mag hoogstens 2000 tekens hebben.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends a photo without text', async () => {
    const { sent } = liveConversation(conversationFixture);
    const user = userEvent.setup();
    show();
    await log();
    await user.click(screen.getByRole('button', { name: 'Foto' }));
    const group = screen.getByRole('group', { name: 'Foto toevoegen (optioneel)' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'photo.png', {
      type: 'image/png',
    });
    await user.upload(group.querySelector<HTMLInputElement>('input[type="file"]')!, png);
    await within(group).findByRole('button', { name: 'Foto verwijderen' });
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ image: '/uploads/supportImage/photo.png' });
    expect(sent[0]).not.toHaveProperty('text');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Foto toevoegen (optioneel)' })).toBeNull());
  });

  it('says when the server refuses a message as too frequent', async () => {
    server.use(mockApi('support/send', { error: 'error.request.tooFrequent', data: { max: 10 } }));
    const user = userEvent.setup();
    show();
    await log();
    await user.type(screen.getByRole('textbox', { name: 'Bericht' }), 'Nog een vraag');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    // Toasted by the shared client, and said again under the composer, where it can be read.
    const composer = screen.getByRole('form', { name: 'Bericht' });
    expect(await within(composer).findByRole('alert')).toHaveTextContent('Te veel verzoeken. Probeer het zo opnieuw.');
    expect(screen.getByRole('textbox', { name: 'Bericht' })).toHaveValue('Nog een vraag');
  });

  it('invites the first question when there are no messages', async () => {
    server.use(mockApi('support/messages', { data: { items: [], hasMore: false } }));
    show();
    expect(await screen.findByText('Nog geen berichten')).toBeInTheDocument();
    expect(screen.getByText('Stel hier je vraag. Ons team antwoordt in dit gesprek.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bericht' })).toBeInTheDocument();
  });

  it('offers a retry when the conversation cannot be loaded', async () => {
    let failing = true;
    server.use(
      mockApi('support/messages', (body) =>
        failing ? { error: 'error.system.busy' } : messagesOf(conversationFixture)(body),
      ),
    );
    show();
    expect(await screen.findByText('Het gesprek kon niet worden geladen.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await log()).toBeInTheDocument();
  });

  it('shows answers as they arrive', async () => {
    const { all } = liveConversation(conversationFixture);
    show();
    await log();
    all.push(createSupportMessage({ id: 'sm-9', author: 'operator', text: 'Is alles nu in orde?' }));
    expect(await screen.findByText('Is alles nu in orde?', undefined, { timeout: 8000 })).toBeInTheDocument();
  }, 12_000);
});
