// The account slice's rules (slices.md: one folder per slice key).
export type { CheckInState, CheckInStanding } from './checkIn.ts';
export { checkInStates, checkInState, checkInStanding, streakOf } from './checkIn.ts';
export { accountErrorFields } from './errorFields.ts';
export type { AttemptPolicy, AttemptSecret } from './attempts.ts';
export { attemptPolicies, attemptBlockedUntil, isLockingFailure } from './attempts.ts';
export type { PasswordStrength } from './password.ts';
export { PASSWORD_MIN, PASSWORD_MAX, checkNewPassword, passwordStrengths, passwordStrength } from './password.ts';
