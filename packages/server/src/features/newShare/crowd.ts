import { Lru, Random } from '../market/index.ts';
import type { Offering } from './offerings.ts';

/**
 * The other applicants of the sandbox's offerings: a simulated crowd, a pure function of the
 * market seed and the offering (never of the draw's seed, which it must not be able to predict
 * or steer). Each applicant asks 1 to maxLots lots, log-uniform (many small applications, a few
 * large ones); together they subscribe a drawn offering about `crowdRatio` times, or take that
 * share of a placement's lots. They arrive evenly over the subscription period, in the order
 * generated, which is also their order (their tickets) in the draw.
 */
export interface Crowd {
  /** Lots asked per applicant, in arrival order. */
  requests: readonly number[];
  /** Σ requests. */
  lots: number;
}

const cache = new Lru<Crowd>(256);

/** The mean of ⌊e^{u·ln(max+1)}⌋ for u uniform in [0, 1): what one applicant asks on average. */
function meanLots(maxLots: number): number {
  let total = 0;
  for (let lots = 1; lots <= maxLots; lots++) total += lots * (Math.log(lots + 1) - Math.log(lots));
  return total / Math.log(maxLots + 1);
}

export function crowdOf(seed: string, offering: Offering): Crowd {
  return cache.get(`${seed}|${offering.id}`, () => {
    const random = new Random(seed, 'newShare', 'crowd', offering.id);
    const wanted = offering.lotsOffered * offering.crowdRatio;
    const size = Math.max(1, Math.round(wanted / meanLots(offering.maxLots)));
    const top = Math.log(offering.maxLots + 1);
    const requests = Array.from({ length: size }, () =>
      Math.min(offering.maxLots, Math.max(offering.minLots, Math.floor(Math.exp(random.uniform() * top)))),
    );
    return { requests, lots: requests.reduce((total, lots) => total + lots, 0) };
  });
}

/** How far the subscription period has come at `nowMs`: 0 before it opens, 1 from its close. */
export function progressAt(offering: Offering, nowMs: number): number {
  const span = offering.subscribeEndMs - offering.subscribeStartMs;
  return Math.min(1, Math.max(0, (nowMs - offering.subscribeStartMs) / span));
}

/** The crowd's applications that have arrived by `nowMs`. */
export function crowdArrived(crowd: Crowd, offering: Offering, nowMs: number): readonly number[] {
  return crowd.requests.slice(0, Math.floor(crowd.requests.length * progressAt(offering, nowMs)));
}
