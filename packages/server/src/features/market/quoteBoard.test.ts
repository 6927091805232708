import { describe, expect, it } from 'vitest';
import { compareQuotes, stockSorts } from '@broker/domain';
import { quoteSchema } from '@broker/contract';
import { findInstrument, instrumentsOf, type Instrument } from './catalogue/index.ts';
import { Instruments } from './instruments.ts';
import { QuoteBoard } from './quoteBoard.ts';
import { MarketSimulation } from './sim/simulation.ts';
import { quoteView } from './views.ts';

const instrument = (id: string): Instrument => {
  const found = findInstrument(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

const sim = new MarketSimulation('board-test');
const IDS = ['nl-ASML', 'de-SAP', 'de-DAX', 'usd-AAPL', 'crypto-BTCUSDT', 'fx-EURUSD'];

describe('the quote board', () => {
  // Monday 23 November 2026: Amsterdam and Frankfurt trade 08:00–16:30 UTC, New York 14:30–21:00;
  // crypto and fx turn the day at midnight UTC.
  const seconds = [
    '2026-11-23T07:59:59Z',
    '2026-11-23T08:00:00Z',
    '2026-11-23T10:00:00Z',
    '2026-11-23T14:30:00Z',
    '2026-11-23T16:29:59Z',
    '2026-11-23T16:30:00Z',
    '2026-11-23T20:59:59Z',
    '2026-11-23T21:00:00Z',
    '2026-11-23T23:59:59Z',
    '2026-11-24T00:00:00Z',
  ];

  it('answers the quote of the snapshot at every instant of a second: a quote changes only between seconds', () => {
    const board = new QuoteBoard(new Instruments(sim));
    for (const second of seconds) {
      for (const offset of [0, 1, 499, 999]) {
        const ms = Date.parse(second) + offset;
        for (const id of IDS) {
          const expected = quoteView(sim.snapshot(instrument(id), ms));
          expect(board.quote(instrument(id), ms).value, `${id} at ${second} + ${offset} ms`).toEqual(expected);
        }
      }
    }
  });

  it('makes a quote once per instrument and second, and again when the second changes or the clock goes back', () => {
    const board = new QuoteBoard(new Instruments(sim));
    const asml = instrument('nl-ASML');
    const at = Date.parse('2026-11-23T10:00:00Z');
    const first = board.quote(asml, at);
    expect(board.quote(asml, at + 999)).toBe(first);
    const next = board.quote(asml, at + 1000);
    expect(next).not.toBe(first);
    expect(next.value.updatedAt).toBe('2026-11-23T10:00:01Z');
    const back = board.quote(asml, at + 10);
    expect(back).not.toBe(next);
    expect(back.value).toEqual(first.value);
  });

  it('answers checked, frozen quotes with their JSON text', () => {
    const quote = new QuoteBoard(new Instruments(sim)).quote(instrument('de-SAP'), Date.parse('2026-11-23T10:00:00Z'));
    expect(quoteSchema.parse(quote.value)).toEqual(quote.value);
    expect(quote.schema).toBe(quoteSchema);
    expect(quote.json).toBe(JSON.stringify(quote.value));
    expect(Object.isFrozen(quote.value)).toBe(true);
  });

  it('keeps nothing before the first simulated session, where a quote is stamped with the instant itself', () => {
    const board = new QuoteBoard(new Instruments(sim));
    const sap = instrument('de-SAP');
    const at = Date.parse('2020-06-01T10:00:00Z');
    const first = board.quote(sap, at);
    const later = board.quote(sap, at + 500);
    expect(later).not.toBe(first);
    expect(later.value).toEqual(quoteView(sim.snapshot(sap, at + 500)));
  });
});

describe('a sorted list on the board', () => {
  const nl = instrumentsOf('nl').filter((item) => !item.isIndex);
  const at = Date.parse('2026-11-23T10:00:00Z');

  it('is in the domain’s order, ties in the catalogue’s', () => {
    const board = new QuoteBoard(new Instruments(sim));
    for (const sort of stockSorts) {
      const expected = nl
        .map((item, position) => ({ quote: quoteView(sim.snapshot(item, at)), position }))
        .sort((a, b) => compareQuotes(sort)(a.quote, b.quote) || a.position - b.position)
        .map(({ quote }) => quote);
      expect(board.sorted(nl, sort, at).map((quote) => quote.value)).toEqual(expected);
      expect(board.sorted(nl, sort, at + 500, 'nl').map((quote) => quote.value)).toEqual(expected);
    }
  });

  it('is remembered for the second under its key, per sort', () => {
    const board = new QuoteBoard(new Instruments(sim));
    const first = board.sorted(nl, 'changePct', at, 'nl');
    expect(board.sorted(nl, 'changePct', at + 999, 'nl')).toBe(first);
    expect(board.sorted(nl, 'volume', at + 999, 'nl')).not.toBe(first);
    expect(board.sorted(nl, 'changePct', at + 999)).not.toBe(first);
    const next = board.sorted(nl, 'changePct', at + 1000, 'nl');
    expect(next).not.toBe(first);
    expect(next.map((quote) => quote.value)).toEqual(board.sorted(nl, 'changePct', at + 1000).map((q) => q.value));
  });
});
