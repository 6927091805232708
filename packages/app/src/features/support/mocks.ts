import type { HttpHandler } from 'msw';
import type { RequestOf, SupportMessage } from '@broker/contract';
import { configMock, mockApi } from '../../mocks/mockApi.ts';
import { createSupportMessage } from '../../testing/factories.ts';
import { qrDataUrl } from '../funds/mocks.ts';

/** Fixtures and MSW handlers of the support screen's stories and tests (never imported by a screen). */

const at = (minute: number) => `2026-01-05T09:${String(minute).padStart(2, '0')}:00Z`;

/** A conversation: a question, customer service's answers (the last one unread), a photo from the user. */
export const conversationFixture: SupportMessage[] = [
  createSupportMessage({
    id: 'sm-1',
    author: 'user',
    text: 'Goedemorgen, mijn storting van gisteren staat nog op "in behandeling".',
    createdAt: at(1),
    readAt: at(3),
  }),
  createSupportMessage({
    id: 'sm-2',
    author: 'operator',
    text: 'Goedemorgen! Kunt u het betaalbewijs sturen?\nDan kijken we het meteen na.',
    createdAt: at(4),
    readAt: at(5),
  }),
  createSupportMessage({ id: 'sm-3', author: 'user', text: '', image: qrDataUrl, createdAt: at(6), readAt: at(7) }),
  createSupportMessage({
    id: 'sm-4',
    author: 'operator',
    text: 'Dank je. De storting is goedgekeurd en staat nu op je rekening.',
    createdAt: at(9),
    readAt: null,
  }),
];

/** Older messages, for "load earlier". */
export const earlierFixture: SupportMessage[] = [
  createSupportMessage({
    id: 'sm-0a',
    author: 'user',
    text: 'Hoe verifieer ik mijn identiteit?',
    createdAt: '2025-12-20T14:00:00Z',
  }),
  createSupportMessage({
    id: 'sm-0b',
    author: 'operator',
    text: 'Via Mijn account › Echte naam. Het duurt meestal een werkdag.',
    createdAt: '2025-12-20T14:05:00Z',
    readAt: '2025-12-20T15:00:00Z',
  }),
];

/**
 * The messages endpoint over a whole conversation: the newest page, or the page before a cursor;
 * pages of at most `pageSize` (smaller than the app's, so that a short story has earlier pages).
 */
export function messagesOf(all: readonly SupportMessage[], pageSize = conversationFixture.length) {
  return (body: RequestOf<'support/messages'>) => {
    const size = Math.min(body.size ?? 20, pageSize);
    const end = body.before === undefined ? all.length : all.findIndex((message) => message.id === body.before);
    const start = Math.max(0, end - size);
    return { data: { items: all.slice(start, end), hasMore: start > 0 } };
  };
}

/** What `support/send` answers: the sent message, as the user's. */
export function sentMessage(body: RequestOf<'support/send'>): SupportMessage {
  return createSupportMessage({
    id: `sm-sent-${body.requestId}`,
    text: body.text?.trim() ?? '',
    image: body.image ?? null,
    createdAt: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
  });
}

/** Whether customer service has an unread answer (for the home and account screens' dot). */
export const unreadHandler = (unread = 0) => mockApi('support/unread', { data: { unread } });

/** Everything the support centre reads and writes. Overrides come first, so they win. */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    mockApi('support/messages', messagesOf([...earlierFixture, ...conversationFixture])),
    mockApi('support/send', (body) => ({ data: sentMessage(body) })),
    mockApi('support/read', { data: { unread: 0 } }),
    unreadHandler(),
    mockApi('common/upload', { data: { path: '/uploads/supportImage/photo.png', url: qrDataUrl } }),
  ];
}
