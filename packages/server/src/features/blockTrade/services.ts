import type { Db } from '../../db/open.ts';
import type { Instruments, MarketSimulation } from '../market/index.ts';

/** What the slice's work needs: the database, the simulated market and its one list of instruments (prices). */
export interface BlockTradeServices {
  db: Db;
  sim: MarketSimulation;
  instruments: Instruments;
}
