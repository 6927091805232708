import { compareQuotes, type StockSort } from '@broker/domain';
import { quoteSchema, type Quote } from '@broker/contract';
import { Checked } from '../../http/checked.ts';
import type { Instrument } from './catalogue/index.ts';
import type { Instruments } from './instruments.ts';
import { quoteView } from './views.ts';

/** The simulation's tick: prices, volume and a quote's time move at most once a second. */
const TICK_MS = 1000;

/**
 * The quotes of the current second. A snapshot is a pure function of its instrument and the
 * second it falls in — sessions open and close on whole minutes and a running session moves
 * once a second (sim/simulation.ts) — so every call within a second answers the same quote.
 * The board makes it, checks it against the contract and serialises it once per instrument and
 * second instead of once per call: the decimal arithmetic, the schema and JSON.stringify were
 * most of a quote read (issue #17). Only the latest second is kept per instrument; a clock that
 * goes back (tests) makes the quote again.
 */
export class QuoteBoard {
  readonly #instruments: Instruments;
  readonly #latest = new Map<string, { tick: number; quote: Checked<Quote> }>();
  readonly #sorted = new Map<string, { tick: number; quotes: readonly Checked<Quote>[] }>();

  constructor(instruments: Instruments) {
    this.#instruments = instruments;
  }

  quote(instrument: Instrument, ms: number): Checked<Quote> {
    const tick = Math.floor(ms / TICK_MS);
    const kept = this.#latest.get(instrument.id);
    if (kept?.tick === tick) return kept.quote;
    const snapshot = this.#instruments.snapshot(instrument, ms);
    const quote = Checked.of(quoteSchema, quoteView(snapshot));
    // Before the first simulated session the quote's time is the instant itself: not kept.
    if (snapshot.k >= 0) this.#latest.set(instrument.id, { tick, quote });
    return quote;
  }

  /**
   * The quotes of `listed` in the domain's order of `sort` (stable: ties keep the catalogue's
   * order, largest first). With a `key` naming the list (its filters), the order is remembered
   * for the second: a list sorted on every call — the home screen's top movers — is sorted once
   * a second, not once per call (the exact decimal comparisons were a third of such a call). The
   * caller keeps keys few: a list's filters without free text.
   */
  sorted(listed: readonly Instrument[], sort: StockSort, ms: number, key?: string): readonly Checked<Quote>[] {
    const tick = Math.floor(ms / TICK_MS);
    const kept = key === undefined ? undefined : this.#sorted.get(`${key}|${sort}`);
    if (kept?.tick === tick) return kept.quotes;
    const byOrder = compareQuotes(sort);
    const quotes = listed.map((instrument) => this.quote(instrument, ms)).sort((a, b) => byOrder(a.value, b.value));
    if (key !== undefined) this.#sorted.set(`${key}|${sort}`, { tick, quotes });
    return quotes;
  }
}
