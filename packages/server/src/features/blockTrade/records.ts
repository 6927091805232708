import type { RouteBody } from '../../http/routes.ts';
import { listPositionsOf } from '../trading/index.ts';
import type { BlockTradeServices } from './services.ts';

/** blockTrade/records: the account's blocks — trading's positions with source blockTrade, newest first. */
export function listBlockRecords(
  services: BlockTradeServices,
  accountId: string,
  body: RouteBody<'blockTrade/records'>,
  now: Date,
) {
  return listPositionsOf(services, accountId, 'blockTrade', body, now);
}
