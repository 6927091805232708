import { Blocks, CalendarClock, HandCoins, TicketPercent, type LucideIcon } from 'lucide-react';
import { paths } from '../../routes/paths.ts';

/**
 * The account centre's entries to the products the user has taken part in (their records), in
 * the order shown. A product slice adds its entry here (`npm run new:slice` does), so that its
 * screens can be reached by taps from the account centre.
 */
export const productEntries: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.newShare.records, label: 'account.menu.newShares', icon: TicketPercent },
  { to: paths.blockTrade.records, label: 'account.menu.blockTrades', icon: Blocks },
  // Intraday trading: its terms, the application and the latest one's status, which link on to the rules and the records.
  { to: paths.intraday.index, label: 'intraday.title', icon: CalendarClock },
  // Credit loans: the quota, the terms, borrowing and repaying, which link on to the records.
  { to: paths.loan.index, label: 'loan.title', icon: HandCoins },
  // npm run new:slice adds a slice's entry above this line.
];
