import { roundMoney, type Currency } from '@broker/domain';
import type { NewShareRecord } from '@broker/contract';
import { toApiTime, toApiTimeOrNull } from '../../lib/time.ts';
import { priceText } from '../trading/index.ts';
import type { Offering } from './offerings.ts';
import type { newShareRecords } from './schema.ts';

export type RecordRow = typeof newShareRecords.$inferSelect;

const money = (value: string, currency: string) => roundMoney(value, currency as Currency) as string;

/** The NewShareRecord object (api.md §2) of a row and its offering. */
export function recordView(row: RecordRow, offering: Offering): NewShareRecord {
  const currency = row.currency;
  return {
    id: row.id,
    orderNo: row.orderNo,
    newShareId: row.offeringId,
    code: offering.code,
    name: offering.name,
    kind: row.kind as NewShareRecord['kind'],
    market: row.market as NewShareRecord['market'],
    currency: currency as Currency,
    lots: row.lots,
    level: row.level,
    bidPrice: row.bidPrice === null ? null : priceText(row.bidPrice),
    price: priceText(row.price),
    amount: money(row.amount, currency),
    frozen: money(row.frozen, currency),
    autoPay: row.autoPay,
    ticket: row.ticket,
    allottedLots: row.allottedLots,
    amountDue: row.amountDue === null ? null : money(row.amountDue, currency),
    payDeadline: toApiTimeOrNull(row.payDeadline),
    status: row.status as NewShareRecord['status'],
    createdAt: toApiTime(row.createdAt),
    drawnAt: toApiTimeOrNull(row.drawnAt),
    paidAt: toApiTimeOrNull(row.paidAt),
    waivedAt: toApiTimeOrNull(row.waivedAt),
    cancelledAt: toApiTimeOrNull(row.cancelledAt),
    overridden: row.overriddenAt !== null,
    positionId: row.positionId,
    listingDate: offering.listingDate,
  };
}
