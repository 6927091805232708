import type { HttpHandler } from 'msw';
import type { Session, SupportContactReceipt } from '@broker/contract';
import { configMock, mockApi } from '../../mocks/mockApi.ts';
import { createSession } from '../../testing/factories.ts';

/** Fixtures and MSW handlers of the login and registration stories and tests (never imported by a screen). */

/** What `user/login` and `user/register` answer in the stories. */
export const sessionMock: Session = createSession();

/** What `support/contact` answers in the stories: the ticket to quote. */
export const contactReceiptMock: SupportContactReceipt = {
  ticketNo: 'S20261123100000123456',
  receivedAt: '2026-11-23T10:00:00Z',
};

/** The reference config with 10-digit phone numbers as accounts (api.md §7 C10). */
export const phoneConfigMock = mockApi('common/config', {
  data: [
    { name: 'title', value: 'Dutch stocks' },
    { name: 'logo', value: '/brand/logo.svg' },
    { name: 'kefu', value: 'https://support.example.test/chat' },
    { name: 'accountRule', value: 'phone10' },
  ],
});

/**
 * Everything the login screens read and write: login, registration and a contact with customer
 * service succeed. Overrides come first, so they win.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    mockApi('user/login', { data: sessionMock }),
    mockApi('user/register', { data: sessionMock }),
    mockApi('support/contact', { data: contactReceiptMock }),
  ];
}
