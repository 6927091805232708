import type { Instrument, Split } from '../catalogue/index.ts';
import { marketSettings } from '../settings.ts';
import { actionsAt, referenceAfterActions } from './actions.ts';
import { dayNumberOf, type MarketCalendar } from './calendar.ts';
import { bandOf, clamp, parsePct, parseTicks, type Band, type Pct } from './prices.ts';
import { Random } from './random.ts';

/** The common daily move of a market (its factor), one draw per session, shared by its instruments. */
export class MarketFactor {
  readonly calendar: MarketCalendar;
  /** Daily volatility and drift of the factor's log return. */
  readonly sigma: number;
  readonly drift: number;
  readonly #seed: string;
  readonly #returns: number[] = [];

  constructor(seed: string, calendar: MarketCalendar) {
    const { volatilityPct, driftPct } = marketSettings.factors[calendar.market];
    this.calendar = calendar;
    this.#seed = seed;
    this.sigma = volatilityPct / 100 / Math.sqrt(calendar.sessionsPerYear);
    this.drift = driftPct / 100 / calendar.sessionsPerYear;
  }

  /** The factor's log return of session k. */
  returnOf(k: number): number {
    let value = this.#returns[k];
    if (value === undefined) {
      const random = new Random(this.#seed, 'factor', this.calendar.market, this.calendar.dayOf(k));
      value = this.drift + this.sigma * random.shock(marketSettings.shockChance, marketSettings.shockScale);
      this.#returns[k] = value;
    }
    return value;
  }
}

/** What session k did to the instrument before trading began. */
export interface AppliedAction {
  k: number;
  /** The adjustment factor reference / previous close, as an exact fraction of ticks. */
  reference: number;
  previousClose: number;
  dividendTicks: number;
  /** A split, or a bonus issue (a split for prices, with its `bonusRatio`: positions receive its shares). */
  split: Split | null;
}

/**
 * An instrument's daily walk, generated forward from the first simulated session: a log price
 * moved each session by r = beta × factor return + own fat-tailed noise (pinned up to the base
 * date, see #startingPrice) and by the session's dividend or split, then rounded to an integer
 * tick and clamped into the daily band of the session's reference price. The walk reaches the catalogue's price on the base date to within
 * rounding. Days are generated on demand and kept: a few thousand numbers per instrument.
 */
export class DailySeries {
  readonly instrument: Instrument;
  readonly calendar: MarketCalendar;
  readonly factor: MarketFactor;
  /** Daily volatility of the whole return, and of the part that is the instrument's own. */
  readonly sigma: number;
  readonly ownSigma: number;
  readonly pct: Pct;
  /** Reference price (the adjusted previous close) of each session, in ticks. */
  readonly reference: number[] = [];
  readonly close: number[] = [];
  /** Quantity traded in each session (indexes report their members' instead). */
  readonly volume: number[] = [];
  /** Sessions with a dividend, split or bonus issue, oldest first. */
  readonly actions: AppliedAction[] = [];
  /** The previous close of the first session. */
  readonly start: number;
  readonly #seed: string;
  readonly #draws: number[] = [];
  readonly #volumeFactors: number[] = [];
  #pin = 0;
  #pinnedThrough = -1;
  /**
   * The walk's ideal log price (ticks) after the last generated session. Each close is this level
   * rounded to a tick, not the previous close times a return, so rounding never accumulates.
   */
  #level = 0;
  readonly #minReturn: number;
  readonly #maxReturn: number;

  constructor(seed: string, instrument: Instrument, factor: MarketFactor) {
    this.#seed = seed;
    this.instrument = instrument;
    this.factor = factor;
    this.calendar = factor.calendar;
    this.pct = parsePct(marketSettings.dailyLimitPct[instrument.market]);
    const band = (0.95 * this.pct.num) / this.pct.den / 100;
    this.#minReturn = Math.log(1 - band);
    this.#maxReturn = Math.log(1 + band);
    const perSession = 1 / Math.sqrt(this.calendar.sessionsPerYear);
    if (instrument.isFactor) {
      this.sigma = factor.sigma;
      this.ownSigma = 0;
    } else {
      this.sigma = (instrument.volatilityPct / 100) * perSession;
      const common = instrument.beta * factor.sigma;
      // A catalogue volatility below what the beta implies still keeps some noise of its own.
      this.ownSigma = Math.sqrt(Math.max(this.sigma ** 2 - common ** 2, (0.3 * this.sigma) ** 2));
    }
    this.start = this.#startingPrice();
  }

  get length(): number {
    return this.close.length;
  }

  /** The band of session k (from its reference price). */
  band(k: number): Band {
    this.ensure(k);
    return bandOf(this.reference[k]!, this.instrument.decimals, this.pct);
  }

  /** Generates every session up to k. */
  ensure(k: number): void {
    for (let next = this.close.length; next <= k; next++) this.#generate(next);
  }

  /** The model's draw of session k: the return before the history's pinning and the band. */
  #draw(k: number): number {
    let value = this.#draws[k];
    if (value === undefined) {
      const random = new Random(this.#seed, 'day', this.instrument.id, this.calendar.dayOf(k));
      const common = this.instrument.isFactor ? 1 : this.instrument.beta;
      const own = this.ownSigma * random.shock(marketSettings.shockChance, marketSettings.shockScale);
      value = common * this.factor.returnOf(k) + own;
      // Busy days are the ones that move: volume follows the size of the move.
      const activity = 0.6 + 0.4 * Math.min(Math.abs(value) / (this.sigma || 1), 5);
      const spread = marketSettings.volumeSpread;
      this.#volumeFactors[k] = (activity / 0.92) * Math.exp(spread * random.normal() - (spread * spread) / 2);
      this.#draws[k] = value;
    }
    return value;
  }

  /**
   * The log return of session k: the draw, shifted by the history's constant pin up to the base
   * date, and kept inside the band (the tick clamp then only catches rounding).
   */
  #returnOf(k: number): number {
    const pinned = this.#draw(k) + (k <= this.#pinnedThrough ? this.#pin : 0);
    return Math.min(this.#maxReturn, Math.max(this.#minReturn, pinned));
  }

  /**
   * The previous close of the first session, and the pin. An unconstrained five-year walk ends
   * anywhere (a 500-fold slide is a few unlucky sigmas away for a volatile coin); instead the
   * history is a bridge: its five-year performance is the market's drift × beta plus a seeded,
   * bounded surprise, and the difference to the drawn sum is spread evenly over the days (a
   * constant shift leaves the daily correlations alone). Splits and dividends are walked back too.
   */
  #startingPrice(): number {
    const base = parseTicks(this.instrument.basePrice, this.instrument.decimals);
    const last = this.calendar.lastOnOrBefore(dayNumberOf(marketSettings.baseDate));
    let drawn = 0;
    let actionsLog = 0;
    for (let k = 0; k <= last; k++) {
      drawn += this.#draw(k);
      const actions = actionsAt(this.instrument, this.calendar, k);
      if (actions.dividendFraction !== null) actionsLog += Math.log(1 - actions.dividendFraction);
      if (actions.split) actionsLog += Math.log(actions.split.from / actions.split.to);
    }
    const sessions = last + 1;
    const beta = this.instrument.isFactor ? 1 : this.instrument.beta;
    const surprise = Math.max(-2, Math.min(2, new Random(this.#seed, 'performance', this.instrument.id).normal()));
    const performance = beta * this.factor.drift * sessions + 0.6 * this.sigma * Math.sqrt(sessions) * surprise;
    this.#pinnedThrough = last;
    // The band cuts the largest draws, so the shift that hits the target is found by iteration.
    this.#pin = sessions > 0 ? (performance - drawn) / sessions : 0;
    for (let round = 0; round < 30 && sessions > 0; round++) {
      let applied = 0;
      for (let k = 0; k <= last; k++) applied += this.#returnOf(k);
      const miss = performance - applied;
      if (Math.abs(miss) < 1e-9) break;
      this.#pin += miss / sessions;
    }
    this.#level = Math.log(base) - performance - actionsLog;
    return Math.max(1, Math.round(Math.exp(this.#level)));
  }

  #generate(k: number): void {
    const previousClose = k === 0 ? this.start : this.close[k - 1]!;
    const actions = actionsAt(this.instrument, this.calendar, k);
    const { reference, dividendTicks } = referenceAfterActions(previousClose, actions);
    if (actions.dividendFraction !== null || actions.split) {
      this.actions.push({ k, reference, previousClose, dividendTicks, split: actions.split });
    }
    if (actions.dividendFraction !== null) this.#level += Math.log(1 - actions.dividendFraction);
    if (actions.split) this.#level += Math.log(actions.split.from / actions.split.to);
    this.#level += this.#returnOf(k);
    const band = bandOf(reference, this.instrument.decimals, this.pct);
    this.reference.push(reference);
    this.close.push(clamp(Math.round(Math.exp(this.#level)), band));
    this.volume.push(this.instrument.isIndex ? 0 : Math.round(this.instrument.averageVolume * this.#volumeFactors[k]!));
  }
}
