import { randomInt } from 'node:crypto';

/**
 * The letter that starts each kind of record's order number: deposit, withdrawal, exchange, trade,
 * new share, support ticket (a contact before sign-in), block trade, intraday application, credit
 * loan. A new slice adds its own letter here.
 */
export type OrderNumberPrefix = 'D' | 'W' | 'X' | 'T' | 'N' | 'S' | 'B' | 'I' | 'L';

/** A human-readable order number: prefix + UTC yyyyMMddHHmmss + 6 random digits. */
export function orderNumber(prefix: OrderNumberPrefix, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
