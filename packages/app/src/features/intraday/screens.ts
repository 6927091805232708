/**
 * The slice's screens as one lazy chunk (as block trades'): the routes import this module, not
 * each screen, so that the entry's route table carries one chunk for the slice's routes. The
 * screens link to one another, so whoever opens one soon opens the next.
 */
export { IntradayScreen } from './IntradayScreen.tsx';
export { RulesScreen } from './RulesScreen.tsx';
export { RecordsScreen } from './RecordsScreen.tsx';
export { AccountScreen } from './AccountScreen.tsx';
export { ReportScreen } from './ReportScreen.tsx';
