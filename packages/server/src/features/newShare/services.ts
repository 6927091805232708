import type { Db } from '../../db/open.ts';
import type { MarketSimulation } from '../market/index.ts';

/**
 * What the slice's work needs: the database, the simulated market (whose seed the offerings, the
 * crowd and the listed prices follow) and the draw secret the seeds are derived from.
 */
export interface NewShareServices {
  db: Db;
  sim: MarketSimulation;
  secret: Buffer;
}
