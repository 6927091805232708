import { ApiError } from '../../http/envelope.ts';
import type { Instrument } from './catalogue/index.ts';
import type { Instruments } from './instruments.ts';

/** The instrument of a request's stockId (the catalogue's or a product's), or `stock.notFound`. */
export function requireInstrument(instruments: Instruments, stockId: string): Instrument {
  const instrument = instruments.find(stockId);
  if (!instrument) throw new ApiError('error.stock.notFound');
  return instrument;
}
