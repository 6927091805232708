import {
  changeTone,
  currencyAffixes,
  displayDecimals,
  formatDecimal,
  formatMoney,
  formatPriceChange,
  type Currency,
} from '@broker/domain';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import type { MoneySign, MoneySize } from './moneyVariants.ts';
import * as styles from './Money.css.ts';

export interface MoneyProps {
  /** A decimal string (preferred) or number; empty or non-numeric shows zero. */
  value: unknown;
  /**
   * The amount's currency: its sign where the product puts it ('$ 1,00', '1,00 €', '1,50 USDT')
   * and its scale. `prefix`, `suffix` and `scale` override it.
   */
  currency?: Currency;
  /** Placed before the number, e.g. '$ ' (`currencyAffixes` of @broker/domain gives prefix and suffix per currency). */
  prefix?: string;
  /** Placed after the number, e.g. ' USDT' or '%'. */
  suffix?: string;
  /**
   * Decimals: a currency's display decimals by default (fiat 2; USDT/USDC what the amount has,
   * 2 to 6, `displayDecimals`), else 2.
   */
  scale?: number;
  /** Shows '+' before positive amounts (P&L, changes). */
  signed?: boolean;
  /** Colours the amount with the market up/down/flat colours of the user's convention. */
  colorBySign?: boolean;
  size?: MoneySize;
  data?: DataAttributes;
}

const signOf = (value: unknown): MoneySign => {
  const tone = changeTone(value);
  return tone === 'positive' ? 'up' : tone === 'negative' ? 'down' : 'flat';
};

/** An amount in the product's format ('1.234,56'), in tabular numerals. */
export function Money({
  value,
  currency,
  prefix = currency ? currencyAffixes(currency).prefix : '',
  suffix = currency ? currencyAffixes(currency).suffix : '',
  scale = currency ? displayDecimals(value, currency) : 2,
  signed = false,
  colorBySign = false,
  size = 'md',
  data,
}: MoneyProps) {
  const number = signed
    ? formatPriceChange(value, scale)
    : scale === 2
      ? formatMoney(value)
      : formatDecimal(value, scale);
  return (
    <span
      {...buildDataAttributes(data)}
      className={styles.money}
      data-size={size}
      data-sign={colorBySign ? signOf(value) : undefined}
    >
      {prefix}
      {number}
      {suffix}
    </span>
  );
}
