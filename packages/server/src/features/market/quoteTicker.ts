import type { Clock } from '../../lib/clock.ts';
import type { Instrument } from './catalogue/index.ts';
import type { QuoteBoard } from './quoteBoard.ts';

/** The latest quote of a watched instrument, as every stream sends it. */
export interface TickedQuote {
  /** The Quote as JSON, checked by the contract's schema once, whatever the number of streams. */
  readonly text: string;
  /** Moves whenever `text` changes: a stream compares it with the version it sent last. */
  readonly version: number;
}

/** A receiver of the ticks: the open streams. */
export interface TickListener {
  /** `tickAt`: the instant the tick was due (the process's clock, ms), whatever its lateness. */
  onTick(tickAt: number): void;
}

interface Watched {
  instrument: Instrument;
  /** Open streams that carry this instrument. */
  watchers: number;
  /** The quote's JSON at the last tick: what a later tick compares with. */
  raw: string;
  quote: TickedQuote;
}

/**
 * One ticker for all the quote streams of a server: every `intervalMs`, on the whole interval of
 * the process's clock, it computes the quote of each instrument that some stream carries, once,
 * and then lets every stream send what changed since its last event. So a tick costs one quote
 * per watched instrument (the catalogue has 110) plus one concatenation of changed texts per
 * stream, however many streams are open — rather than a timer and a quote computation per
 * instrument per stream. It runs only while a stream listens.
 */
export class QuoteTicker {
  readonly #board: QuoteBoard;
  readonly #clock: Clock;
  readonly #intervalMs: number;
  readonly #watched = new Map<string, Watched>();
  readonly #listeners = new Set<TickListener>();
  #timer: NodeJS.Timeout | undefined;
  #version = 0;

  constructor(board: QuoteBoard, clock: Clock, intervalMs: number) {
    this.#board = board;
    this.#clock = clock;
    this.#intervalMs = intervalMs;
  }

  /** Counts a stream's interest in these instruments (call `unwatch` with the same ones later). */
  watch(instruments: Iterable<Instrument>): void {
    for (const instrument of instruments) {
      const known = this.#watched.get(instrument.id);
      if (known) known.watchers += 1;
      else this.#watched.set(instrument.id, { instrument, watchers: 1, ...this.#compute(instrument, undefined) });
    }
  }

  unwatch(instruments: Iterable<Instrument>): void {
    for (const instrument of instruments) {
      const known = this.#watched.get(instrument.id);
      if (!known) continue;
      known.watchers -= 1;
      if (known.watchers === 0) this.#watched.delete(instrument.id);
    }
  }

  /** The latest quote of a watched instrument (undefined for one no stream watches). */
  quote(instrumentId: string): TickedQuote | undefined {
    return this.#watched.get(instrumentId)?.quote;
  }

  /** Brings these watched instruments' quotes up to now (a stream that opens or changes sends current ones). */
  refresh(instruments: Iterable<Instrument>): void {
    const now = this.#clock.now().getTime();
    for (const instrument of instruments) {
      const known = this.#watched.get(instrument.id);
      if (known) this.#update(known, now);
    }
  }

  listen(listener: TickListener): void {
    this.#listeners.add(listener);
    if (this.#timer === undefined) this.#schedule();
  }

  unlisten(listener: TickListener): void {
    this.#listeners.delete(listener);
    if (this.#listeners.size === 0) this.stop();
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** The next tick on the next whole interval of the process's clock (all streams tick together). */
  #schedule(): void {
    const now = Date.now();
    const tickAt = (Math.floor(now / this.#intervalMs) + 1) * this.#intervalMs;
    // Timers never keep the process alive: shutdown ends the streams anyway.
    this.#timer = setTimeout(() => this.#tick(tickAt), tickAt - now).unref();
  }

  #tick(tickAt: number): void {
    const now = this.#clock.now().getTime();
    for (const watched of this.#watched.values()) this.#update(watched, now);
    for (const listener of [...this.#listeners]) listener.onTick(tickAt);
    if (this.#listeners.size > 0) this.#schedule();
    else this.#timer = undefined;
  }

  #update(watched: Watched, now: number): void {
    const next = this.#compute(watched.instrument, watched, now);
    watched.raw = next.raw;
    watched.quote = next.quote;
  }

  /** The instrument's quote at `now`; the known one (same version) when its content did not change. */
  #compute(instrument: Instrument, known: Watched | undefined, now = this.#clock.now().getTime()) {
    // The same quote, checked by the contract and serialised once a second, as stock/quote answers.
    const raw = this.#board.quote(instrument, now).json;
    if (known && known.raw === raw) return { raw, quote: known.quote };
    this.#version += 1;
    return { raw, quote: { text: raw, version: this.#version } };
  }
}
