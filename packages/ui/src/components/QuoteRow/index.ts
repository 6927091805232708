export { QuoteRow, QuoteRowSkeleton, type QuoteRowProps, type QuoteRowSkeletonProps } from './QuoteRow.tsx';
