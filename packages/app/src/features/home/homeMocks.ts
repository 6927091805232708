import type { Notice, ResponseOf } from '@broker/contract';

/** Notices as `user/notice` sends them: newest first, without content. */
export const noticesMock: Notice[] = [
  {
    id: 'n-3',
    title: 'Handelstijden rond de feestdagen: de beurs in Amsterdam sluit op 24 december om 14:05 uur',
    summary: null,
    market: null,
    createdAt: '2026-01-05T09:00:00Z',
  },
  {
    id: 'n-2',
    title: 'Nieuwe emissie: inschrijving geopend',
    summary: 'Tot en met vrijdag.',
    market: 'nl',
    createdAt: '2026-01-03T09:00:00Z',
  },
];

export const checkInInfoMock: ResponseOf<'user/checkInInfo'> = {
  checkedInToday: false,
  streakDays: 3,
  remaining: 27,
  reward: '1.00',
  currency: 'USD',
};

export const checkInMock: ResponseOf<'user/checkIn'> = {
  reward: '1.00',
  currency: 'USD',
  streakDays: 4,
  remaining: 26,
};
