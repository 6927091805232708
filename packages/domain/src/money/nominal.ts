declare const nominal: unique symbol;

/**
 * A nominal (branded) type: `Nominal<string, 'Money'>` is a string at run time, but the type
 * checker keeps it apart from a `Price` or a bare string, so units cannot mix by accident.
 */
export type Nominal<T, Name extends string> = T & { readonly [nominal]: Name };

/** A decimal string of the API (`^-?\d+(\.\d+)?$`). */
export type DecimalString = Nominal<string, 'DecimalString'>;
/** An amount of money in one currency, as a decimal string. */
export type Money = Nominal<string, 'Money'>;
/** A price per share, as a decimal string (at most 4 decimals in the API). */
export type Price = Nominal<string, 'Price'>;
/** A percentage, as a decimal string (`"1.25"` = 1.25 %). */
export type Pct = Nominal<string, 'Pct'>;
/** A whole number of lots. */
export type Lots = Nominal<number, 'Lots'>;
/** A whole number of shares. */
export type Shares = Nominal<number, 'Shares'>;
/** Milliseconds since the Unix epoch. */
export type EpochMs = Nominal<number, 'EpochMs'>;

export const asMoney = (value: string): Money => value as Money;
export const asPrice = (value: string): Price => value as Price;
export const asPct = (value: string): Pct => value as Pct;
export const asLots = (value: number): Lots => value as Lots;
export const asShares = (value: number): Shares => value as Shares;
