import { useApiMutation, useApiQuery } from '../../api/hooks.ts';

/** The home feature's data (docs/data.md): the daily check-in. */
export const useCheckInInfo = () => useApiQuery('user/checkInInfo', {});
/** A check-in credits its reward: every balance reads again. */
export const useCheckIn = () => useApiMutation('user/checkIn', { refreshes: ['user/info'] });
