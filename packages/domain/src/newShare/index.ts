// The new-share slice's rules (slices.md: one folder per slice key).
export type { NewShareKind, NewShareTimes } from './offering.ts';
export { newShareKinds, newShareStatusAt } from './offering.ts';
export type { OrderedNewShare } from './ordering.ts';
export { compareNewShares } from './ordering.ts';
