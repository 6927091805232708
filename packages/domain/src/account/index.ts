// The account slice's rules (slices.md: one folder per slice key).
export type { CheckInState, CheckInStanding } from './checkIn.ts';
export { checkInStates, checkInState, checkInStanding, streakOf } from './checkIn.ts';
export { accountErrorFields } from './errorFields.ts';
