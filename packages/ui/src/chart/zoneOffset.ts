import { timeZoneOffset } from '@broker/domain';

const MINUTE = 60_000;
/** Zones change their offset at most twice a year and never twice within three weeks. */
const PROBE = 21 * 24 * 60 * MINUTE;

interface Span {
  start: number;
  end: number;
  offset: number;
}

/**
 * `offsetAt(t)`: the UTC offset (ms) of `timeZone` at instant `t`, fast enough for every candle.
 * Asking Intl for each of 20,000 candles costs ~60 ms; instead each lookup that misses learns the
 * span around `t` where the offset holds (probing three weeks either side and bisecting to the
 * minute of a change), so daily candles over decades cost a few thousand probes once and
 * intraday candles a handful.
 */
export function createZoneOffset(timeZone: string): (t: number) => number {
  // UTC needs no Intl at all (creating the first Intl formatter of a page costs ~20 ms).
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return () => 0;
  let probe = (t: number) => timeZoneOffset(t, timeZone);
  try {
    probe(0);
  } catch {
    // An unknown zone: UTC rather than a chart that throws.
    probe = () => 0;
  }
  const spans: Span[] = [];
  let last: Span | null = null;

  /** The last instant (to the minute) from `known` towards `other` that still has `offset`. */
  const edge = (known: number, other: number, offset: number): number => {
    let inside = known;
    let outside = other;
    while (Math.abs(outside - inside) > MINUTE) {
      const mid = Math.round((inside + outside) / 2);
      if (probe(mid) === offset) inside = mid;
      else outside = mid;
    }
    return inside;
  };

  const find = (t: number): Span | null => {
    let lo = 0;
    let hi = spans.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const span = spans[mid]!;
      if (t < span.start) hi = mid - 1;
      else if (t > span.end) lo = mid + 1;
      else return span;
    }
    return null;
  };

  return (t: number): number => {
    if (last !== null && t >= last.start && t <= last.end) return last.offset;
    const known = find(t);
    if (known) {
      last = known;
      return known.offset;
    }
    const offset = probe(t);
    const ahead = t + PROBE;
    const behind = t - PROBE;
    const span: Span = {
      start: probe(behind) === offset ? behind : edge(t, behind, offset),
      end: probe(ahead) === offset ? ahead : edge(t, ahead, offset),
      offset,
    };
    // Keep the spans sorted by start; overlaps are harmless (they agree on the offset).
    let at = spans.length;
    while (at > 0 && spans[at - 1]!.start > span.start) at--;
    spans.splice(at, 0, span);
    last = span;
    return offset;
  };
}
