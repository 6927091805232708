/**
 * The app's one live-quotes client (docs/data.md): screens say which instruments they show with
 * `useLiveQuote`/`useLiveQuotes`; the client merges them into one stream, falls back to polling,
 * and hands each changed quote to the rows that show it.
 */
export {
  createLiveQuotes,
  liveQuotes,
  type LiveQuotes,
  type LiveQuotesOptions,
  type LiveStatus,
} from './liveQuotes.ts';
export {
  LiveQuotesContext,
  useLiveQuote,
  useLiveQuoted,
  useLiveQuotedList,
  useLiveQuotes,
  useLiveStatus,
} from './useLiveQuotes.ts';
export { chunkIds, fresherQuote } from './quoteMerge.ts';
