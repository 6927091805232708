export { QuoteAgeBadge, type QuoteAgeBadgeProps } from './QuoteAgeBadge.tsx';
export {
  quoteAge,
  nextQuoteAgeChange,
  quoteAgeUnits,
  type QuoteAge,
  type QuoteAgeInput,
  type QuoteAgeUnit,
} from './quoteAge.ts';
