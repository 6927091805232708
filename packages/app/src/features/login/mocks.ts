import type { HttpHandler } from 'msw';
import type { Session } from '@broker/contract';
import { configMock, mockApi } from '../../mocks/mockApi.ts';
import { createSession } from '../../testing/factories.ts';

/** Fixtures and MSW handlers of the login and registration stories and tests (never imported by a screen). */

/** What `user/login` and `user/register` answer in the stories. */
export const sessionMock: Session = createSession();

/** The reference config with 10-digit phone numbers as accounts (api.md §7 C10). */
export const phoneConfigMock = mockApi('common/config', {
  data: [
    { name: 'title', value: 'Dutch stocks' },
    { name: 'logo', value: '/brand/logo.svg' },
    { name: 'kefu', value: 'https://support.example.test/chat' },
    { name: 'accountRule', value: 'phone10' },
  ],
});

/** Everything the login screens read and write: login and registration succeed. Overrides come first, so they win. */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    mockApi('user/login', { data: sessionMock }),
    mockApi('user/register', { data: sessionMock }),
  ];
}
