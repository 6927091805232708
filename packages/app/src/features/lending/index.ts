/**
 * What other features may use of the lending feature (docs/slices.md): lending a holding, on its
 * detail (trading), and the loans of shares, in the records (loan).
 */
export { HoldingLending } from './components/HoldingLending.tsx';
export { LendingRecords } from './components/LendingRecords.tsx';
