import { formatDecimal, formatPercent, formatPriceChange, toBigOrNull } from '@broker/domain';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { marketSign, priceScale } from '../../private/marketSign.ts';
import { fillTemplate } from '../../texts/fillTemplate.ts';
import { useKitTexts, type KitTexts } from '../../texts/KitTexts.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import type { PriceChangeSize, PriceChangeVariant } from './priceChangeVariants.ts';
import * as styles from './PriceChange.css.ts';

export interface PriceChangeProps {
  /** The signed change against the previous close, a decimal string ('1.23', '-0.5'). */
  change: string;
  /** The signed change in percent, a decimal string ('0.45' is 0,45 %). */
  changePct: string;
  size?: PriceChangeSize;
  variant?: PriceChangeVariant;
  /** Overrides the kit's spoken texts ('Up {{change}} ({{pct}})', …). */
  texts?: Partial<KitTexts['priceChange']>;
  data?: DataAttributes;
}

const arrows = { up: ArrowUp, down: ArrowDown, flat: Minus } as const;

/** The unsigned amount of a decimal, for the spoken text ('Down 1,23'), formatted like the visible one. */
const unsigned = (value: string, scale: number) => formatDecimal(toBigOrNull(value)?.abs() ?? null, scale);

/**
 * A price change and its percentage ('+1,23 (+0,45%)') in the up/down colour of the user's
 * convention, with an arrow. Screen readers hear the direction in words, not a colour.
 */
export function PriceChange({ change, changePct, size = 'md', variant = 'text', texts, data }: PriceChangeProps) {
  const kit = useKitTexts().priceChange;
  const words = { ...kit, ...texts };
  const sign = marketSign(change, changePct);
  const scale = priceScale(change);
  const Arrow = arrows[sign];
  const spoken =
    sign === 'flat'
      ? words.flat
      : fillTemplate(words[sign], { change: unsigned(change, scale), pct: `${unsigned(changePct, 2)}%` });
  return (
    <span
      {...buildDataAttributes(data)}
      className={styles.priceChange}
      data-size={size}
      data-variant={variant}
      data-sign={sign}
    >
      <Arrow className={styles.arrow} aria-hidden="true" focusable="false" strokeWidth={2.5} />
      <span aria-hidden="true">{`${formatPriceChange(change, scale)} (${formatPercent(changePct)})`}</span>
      <span className={visuallyHidden}>{spoken}</span>
    </span>
  );
}
