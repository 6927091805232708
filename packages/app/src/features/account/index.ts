/** What other features may use of the account feature (docs/slices.md): the account header. */
export { AccountHeader } from './AccountHeader.tsx';
