import type { TimedSource } from '../../timed/registry.ts';

/** The slice's place among the timed sources (docs/slices.md "Time-driven work"): say why it is here. */
export const INTRADAY_ORDER = 30;

/**
 * The intraday slice as a timed source (timed/registry.ts): the work time brings to its records,
 * applied before every request of an account and by the one sweep. It has none yet, so no account
 * is due; its product's work goes in `catchUp` (claims of timed/claims.ts, idempotent per instant)
 * and `dueAccounts` (the accounts with work due).
 */
export function intradaySource(): TimedSource {
  return {
    slice: 'intraday',
    order: INTRADAY_ORDER,
    dueAccounts: async () => [],
    catchUp: async () => undefined,
  };
}
