import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Column kinds every slice's tables share. */

/** An instant, with its time zone, as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** An amount of money: a decimal string with six decimals (never a binary float). */
export const money = (name: string) => numeric(name, { precision: 30, scale: 6, mode: 'string' });
