import type { ResponseOf } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';

/** What `user/login` and `user/register` answer in the stories. */
export const sessionMock: ResponseOf<'user/login'> = {
  token: 'story-token',
  account: 'jansen',
  id: '10001',
  realName: 'Jan Jansen',
  realNameStatus: 'verified',
  expiresAt: '2030-01-01T00:00:00Z',
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
