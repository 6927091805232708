import {
  isWithinWindow,
  marketWindow,
  parseHm,
  zonedParts,
  zonedTimeToInstant,
  type Market,
  type TimeWindow,
} from '@broker/domain';

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

/** Days since 1970-01-01 of a calendar date (`YYYY-MM-DD`), wherever that date is. */
export const dayNumberOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const dateOfDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** ISO weekday (1 = Monday) of a day number: 1970-01-01 was a Thursday. */
export const weekdayOf = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** Where an instant falls in a market's sessions. */
export interface SessionAt {
  /** Index of the current or last session; -1 before the first simulated session. */
  k: number;
  trading: boolean;
  /** Seconds since the session opened while trading; the session's length once it is over. */
  elapsed: number;
}

/**
 * A market's sessions, from the domain's trading window in the market's own time zone
 * (09:00–17:30 Amsterdam and Frankfurt, 09:30–16:00 New York on weekdays; crypto and fx the
 * whole UTC day, every day). Sessions are numbered from the first simulated day; holidays are
 * not modelled. No session crosses a daylight-saving change (they happen at night), so every
 * session lasts exactly `minutes` minutes.
 */
export class MarketCalendar {
  readonly market: Market;
  readonly window: TimeWindow;
  readonly timeZone: string;
  readonly openMinute: number;
  readonly minutes: number;
  /** Sessions per year, for turning annual volatility into daily. */
  readonly sessionsPerYear: number;
  readonly #days: number[] = [];
  readonly #opens: number[] = [];
  #examinedThrough: number;
  /** The last answer of sessionAt: a request asks it once per instrument for the same instant. */
  #last: { ms: number; at: SessionAt } | null = null;

  constructor(market: Market, firstDay: number) {
    this.market = market;
    this.window = marketWindow(market);
    this.timeZone = this.window.timeZone;
    const open = parseHm(this.window.open);
    const close = parseHm(this.window.close);
    if (open === null || close === null || close <= open) throw new Error(`unsupported window for ${market}`);
    this.openMinute = open;
    this.minutes = close - open;
    // The usual conventions: 252 trading days a year on exchanges, 365 for markets that never close.
    this.sessionsPerYear = this.window.days.length === 7 ? 365 : 252;
    this.#examinedThrough = firstDay - 1;
  }

  get sessionCount(): number {
    return this.#days.length;
  }

  /** The calendar day (in the market's time zone) of session k. */
  dayOf(k: number): number {
    const day = this.#days[k];
    if (day === undefined) throw new RangeError(`no session ${k} in ${this.market}`);
    return day;
  }

  /** Makes sure every session up to and including `day` is numbered. */
  ensureThrough(day: number): void {
    for (let next = this.#examinedThrough + 1; next <= day; next++) {
      if (this.window.days.includes(weekdayOf(next))) this.#days.push(next);
    }
    this.#examinedThrough = Math.max(this.#examinedThrough, day);
  }

  /** Index of the last session on or before `day`; -1 when there is none. */
  lastOnOrBefore(day: number): number {
    this.ensureThrough(day);
    let low = 0;
    let high = this.#days.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (this.#days[middle]! <= day) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }

  openMs(k: number): number {
    let open = this.#opens[k];
    if (open === undefined) {
      const date = new Date(this.dayOf(k) * DAY_MS);
      open = zonedTimeToInstant(
        {
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: Math.floor(this.openMinute / 60),
          minute: this.openMinute % 60,
        },
        this.timeZone,
      );
      this.#opens[k] = open;
    }
    return open;
  }

  closeMs(k: number): number {
    return this.openMs(k) + this.minutes * MINUTE_MS;
  }

  /** The calendar day in the market's time zone of an instant. */
  dayAt(ms: number): number {
    const p = zonedParts(ms, this.timeZone);
    return Date.UTC(p.year, p.month - 1, p.day) / DAY_MS;
  }

  /**
   * The session an instant belongs to: the one trading now, else the last one that ended (before
   * today's opening that is the previous trading day's). Trading is decided by the domain's
   * isWithinWindow, so the market's status and its prices can never disagree.
   */
  sessionAt(ms: number): SessionAt {
    if (this.#last?.ms === ms) return this.#last.at;
    const at = this.#sessionAt(ms);
    this.#last = { ms, at };
    return at;
  }

  #sessionAt(ms: number): SessionAt {
    const day = this.dayAt(ms);
    const today = this.lastOnOrBefore(day);
    const isSessionDay = today >= 0 && this.#days[today] === day;
    if (isSessionDay && isWithinWindow(this.window, ms) && ms >= this.openMs(today)) {
      return { k: today, trading: true, elapsed: Math.floor((ms - this.openMs(today)) / 1000) };
    }
    const ended = isSessionDay && ms >= this.closeMs(today) ? today : this.lastOnOrBefore(day - 1);
    return { k: ended, trading: false, elapsed: this.minutes * 60 };
  }

  /** The last session that opened before `ms`; -1 when there is none. */
  lastOpenedBefore(ms: number): number {
    let k = this.lastOnOrBefore(this.dayAt(ms));
    while (k >= 0 && this.openMs(k) >= ms) k -= 1;
    return k;
  }
}
