/**
 * The live quote stream's names, in a module without zod (like wire.ts), so that the app's
 * live-quotes client names the stream without pulling the schema library into the routes that
 * show prices (issue #17). The schemas are in schemas.ts; the app loads them when a stream opens
 * (`loadQuoteStreamChecks`).
 */

/**
 * Live quotes (not in api.md: added for "live updates within 1 s"). `POST /api/vue/stock/stream`
 * with the session headers and `{stockIds}` (up to `marketLimits.streamIds`) answers
 * `text/event-stream`: first an event `open` whose data names the stream (`{streamId}`), then an
 * event `quotes` whose data is Quote[] (the changed ones) at most once a second, and a comment
 * line every 15 s to keep proxies from closing it. Each `quotes` event's SSE `id` is the server's
 * time of the tick that produced it (ms since the epoch, the process's own clock), so a client on
 * the same clock can measure the delivery's delay. A client that cannot stream polls `stock/quote`
 * every `marketLimits.pollMs`.
 */
export const QUOTE_STREAM_PATH = 'stock/stream';
export const QUOTE_STREAM_EVENT = 'quotes';
export const QUOTE_STREAM_OPEN_EVENT = 'open';
/**
 * `POST stock/streamSet {streamId, stockIds}` replaces the ids of an open stream without reopening
 * it: the new ids' quotes follow on the stream at once. Only the session that opened the stream
 * may change it; any other (and a stream that has ended, or lives in another server process)
 * answers `error.request.notFound`, and the client reopens the stream with the new ids instead.
 */
export const QUOTE_STREAM_SET_PATH = 'stock/streamSet';
