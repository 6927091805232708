import type { Db } from '../../db/open.ts';
import type { MarketSimulation } from '../market/sim/simulation.ts';
import type { NewShareOptions } from './settings.ts';

/**
 * What the slice's work needs: the database, the simulated market (whose seed the offerings, the
 * crowd and the listed prices follow), the draw secret the seeds are derived from, its options.
 */
export interface NewShareServices {
  db: Db;
  sim: MarketSimulation;
  secret: Buffer;
  options: NewShareOptions;
}
