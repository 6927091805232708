/**
 * The slice's screens as one lazy chunk (as intraday's): the routes import this module, not each
 * screen, so that the entry's route table carries one chunk for the slice's routes. The loan
 * screen links to the records and back, so whoever opens one soon opens the other.
 */
export { LoanScreen } from './LoanScreen.tsx';
export { LoanRecordsScreen } from './LoanRecordsScreen.tsx';
