import type { z } from 'zod';
import type { EndpointPath, endpoints } from './endpoints.ts';
import type * as EnvelopeModule from './envelope.ts';
import type { quoteStreamEventSchema, quoteStreamOpenEventSchema } from './market/schemas.ts';
import { plainConfigCheck, plainEnvelopeCheck, type AnyEnvelope, type Check } from './startChecks.ts';

/**
 * The schemas that check an answer, loaded per slice when a call first needs them (issue #17):
 * the app's entry carries no schema and no zod, and a screen downloads only the slices of the
 * calls it makes (the start screen: `common`; login adds `account`). The server and the mocks
 * keep using the eager `endpoints` table.
 */
const sliceTables = {
  common: () => import('./common/endpoints.ts').then((module) => module.commonEndpoints),
  account: () => import('./account/endpoints.ts').then((module) => module.accountEndpoints),
  funds: () => import('./funds/endpoints.ts').then((module) => module.fundsEndpoints),
  market: () => import('./market/endpoints.ts').then((module) => module.marketEndpoints),
  newShare: () => import('./newShare/endpoints.ts').then((module) => module.newShareEndpoints),
  support: () => import('./support/endpoints.ts').then((module) => module.supportEndpoints),
  trading: () => import('./trading/endpoints.ts').then((module) => module.tradingEndpoints),
  blockTrade: () => import('./blockTrade/endpoints.ts').then((module) => module.blockTradeEndpoints),
  loan: () => import('./loan/endpoints.ts').then((module) => module.loanEndpoints),
  intraday: () => import('./intraday/endpoints.ts').then((module) => module.intradayEndpoints),
  lending: () => import('./lending/endpoints.ts').then((module) => module.lendingEndpoints),
  // npm run new:slice adds a slice's loader above this line.
};

export type EndpointSlice = keyof typeof sliceTables;

/**
 * A path's slice, by the path's first segment. endpoints.test.ts checks that every path of
 * `endpoints` resolves to the slice whose table holds it, so a new path cannot be missed here.
 */
export const sliceOfSegment: Readonly<Record<string, EndpointSlice>> = {
  common: 'common',
  user: 'account',
  card: 'funds',
  exchange: 'funds',
  funds: 'funds',
  wallet: 'funds',
  news: 'market',
  stock: 'market',
  watchlist: 'market',
  newShare: 'newShare',
  support: 'support',
  trade: 'trading',
  margin: 'trading',
  blockTrade: 'blockTrade',
  loan: 'loan',
  intraday: 'intraday',
  lending: 'lending',
  // npm run new:slice adds a slice's path segment above this line.
};

export function sliceOf(path: EndpointPath): EndpointSlice {
  const slice = sliceOfSegment[path.slice(0, path.indexOf('/'))];
  if (slice === undefined) throw new Error(`No slice serves ${path}`);
  return slice;
}

/**
 * Each slice's table and the envelope's schema, imported once: every call asks for its checks, and
 * a dynamic import, though served from the module cache, runs the bundler's preload helper again
 * (it looked up the document's links on each call: some 2 ms a read at 4× slowdown).
 */
const loadedSlices = new Map<EndpointSlice, Promise<Readonly<Record<string, unknown>>>>();
let loadedEnvelope: Promise<typeof EnvelopeModule> | undefined;

/** The table of one slice (for endpoints.test.ts and the checks of an answer). */
export function loadSliceTable(slice: EndpointSlice): Promise<Readonly<Record<string, unknown>>> {
  let table = loadedSlices.get(slice);
  if (table === undefined) {
    table = sliceTables[slice]();
    loadedSlices.set(slice, table);
    // A failed download (offline, a replaced deploy) is tried again by the next call.
    table.catch(() => loadedSlices.delete(slice));
  }
  return table;
}

export interface ResponseChecks<P extends EndpointPath> {
  /** `{status, msg, data}` with any data. */
  envelope: Check<AnyEnvelope>;
  /** The path's `data`. */
  response: Check<z.output<(typeof endpoints)[P]['response']>>;
}

/**
 * Answers checked without zod: the configuration is the one call made before the first screen,
 * which would otherwise wait for zod (23 KiB, on the start's critical path) to check a list of
 * name and value strings. startChecks.test.ts holds these checks to the zod schemas' answers.
 */
const plainResponseChecks: { readonly [P in EndpointPath]?: ResponseChecks<P>['response'] } = {
  'common/config': plainConfigCheck,
};

/** The envelope's and the path's response checks, loaded (once per slice; the module cache keeps them). */
export async function loadResponseChecks<P extends EndpointPath>(path: P): Promise<ResponseChecks<P>> {
  const plain = plainResponseChecks[path];
  if (plain) return { envelope: plainEnvelopeCheck, response: plain };
  loadedEnvelope ??= import('./envelope.ts').catch((failure: unknown) => {
    loadedEnvelope = undefined;
    throw failure;
  });
  const [{ anyEnvelopeSchema }, table] = await Promise.all([loadedEnvelope, loadSliceTable(sliceOf(path))]);
  const definition = (table as Readonly<Record<string, { response: z.ZodType }>>)[path];
  if (definition === undefined) throw new Error(`No slice serves ${path}`);
  return { envelope: anyEnvelopeSchema, response: definition.response as ResponseChecks<P>['response'] };
}

/** The schemas of the live quote stream's events (it answers events, not an envelope). */
export interface QuoteStreamChecks {
  /** The `open` event's data: `{streamId}`. */
  open: typeof quoteStreamOpenEventSchema;
  /** A `quotes` event's data: the changed quotes. */
  quotes: typeof quoteStreamEventSchema;
}

/**
 * The stream's event schemas, loaded when a stream opens (alongside its request), so that a
 * route showing live prices carries no schema and no zod in its own closure (issue #17).
 */
export async function loadQuoteStreamChecks(): Promise<QuoteStreamChecks> {
  const schemas = await import('./market/schemas.ts');
  return { open: schemas.quoteStreamOpenEventSchema, quotes: schemas.quoteStreamEventSchema };
}
