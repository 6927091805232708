/**
 * What other features may use of the market feature (docs/slices.md): the home screen's market
 * section, the live quote list and rows, and the quote rules of the screens that show prices.
 */
export { MarketSection } from './MarketSection.tsx';
export { QuoteList, type QuoteListProps } from './QuoteList.tsx';
export { QuoteAge, StockRow, StockRowWithToggle, type RowToggle } from './StockRow.tsx';
export { displayCurrency, QUOTES_PAGE_SIZE } from './marketView.ts';
