import { ApiError } from '../../http/envelope.ts';
import { findInstrument, type Instrument } from './catalogue/index.ts';

/** The instrument of a request's stockId, or `stock.notFound`. */
export function requireInstrument(stockId: string): Instrument {
  const instrument = findInstrument(stockId);
  if (!instrument) throw new ApiError('error.stock.notFound');
  return instrument;
}
