import { compare } from '../money/decimal.ts';
import type { StockSort } from './vocabulary.ts';

/** What ordering and searching `stock/list` needs of a quote (api.md §2 Quote). */
export interface ListedQuote {
  code: string;
  name: string;
  changePct: string;
  volume: number;
  turnover: string;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const orders: Record<StockSort, (a: ListedQuote, b: ListedQuote) => number> = {
  changePct: (a, b) => compare(b.changePct, a.changePct),
  volume: (a, b) => b.volume - a.volume,
  turnover: (a, b) => compare(b.turnover, a.turnover),
  code: (a, b) => byText(a.code, b.code),
};

/**
 * The order of a `stock/list` sort (api.md §4.5): every sort descends except `code`; decimals
 * compare exactly. A stable sort keeps ties in the catalogue's order (largest first).
 */
export const compareQuotes = (sort: StockSort): ((a: ListedQuote, b: ListedQuote) => number) => orders[sort];

/** A `stock/list` keyword as the server matches it: trimmed and case-blind ('' matches everything). */
export const normalizeKeyword = (keyword: string | undefined): string => keyword?.trim().toLowerCase() ?? '';

/** Whether an instrument's code or name contains a normalized keyword. */
export function matchesKeyword(quote: Pick<ListedQuote, 'code' | 'name'>, keyword: string): boolean {
  return keyword === '' || quote.code.toLowerCase().includes(keyword) || quote.name.toLowerCase().includes(keyword);
}
