import { compare, formatDecimal, isDecimalString } from '@broker/domain';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import type { MarketSign } from '../../private/marketSign.ts';
import { fillTemplate } from '../../texts/fillTemplate.ts';
import { useKitTexts, type KitTexts } from '../../texts/KitTexts.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import { depthLadder, type DepthLevel, type LadderRow } from './depthLadder.ts';
import * as styles from './DepthOfMarket.css.ts';

export interface DepthOfMarketProps {
  /** Buy orders by price level, in any order. */
  bids: readonly DepthLevel[];
  /** Sell orders by price level, in any order. */
  asks: readonly DepthLevel[];
  /** Price levels shown on each side. Default 5. */
  levels?: number;
  /** Writes a volume; default whole numbers in the product format ('12.500'). */
  formatVolume?: (volume: number) => string;
  /** The previous close, a decimal string: prices above it show in the up colour, below it in down. */
  prevClose?: string;
  texts?: Partial<KitTexts['depth']>;
  data?: DataAttributes;
}

const defaultFormatVolume = (volume: number) => formatDecimal(Math.round(volume), 0);

function signAgainst(price: string, prevClose: string | undefined): MarketSign | undefined {
  if (!isDecimalString(prevClose)) return undefined;
  const order = compare(price, prevClose);
  return order > 0 ? 'up' : order < 0 ? 'down' : 'flat';
}

/**
 * The order book as a ladder: asks above with the best ask nearest the middle, the spread in the
 * middle, bids below, each level with a bar in proportion to its volume. It is a real table
 * (caption, column and row headers) for screen readers.
 */
export function DepthOfMarket({
  bids,
  asks,
  levels = 5,
  formatVolume = defaultFormatVolume,
  prevClose,
  texts,
  data,
}: DepthOfMarketProps) {
  const words = { ...useKitTexts().depth, ...texts };
  const ladder = depthLadder(bids, asks, levels);
  const row = (entry: LadderRow) => (
    <tr key={`${entry.side}-${entry.level}`} className={styles.row} data-side={entry.side}>
      <th scope="row" className={styles.level}>
        {fillTemplate(words[entry.side], { level: entry.level })}
      </th>
      <td className={styles.price} data-sign={entry.price === null ? undefined : signAgainst(entry.price, prevClose)}>
        {entry.price === null ? '–' : formatDecimal(entry.price, ladder.scale)}
      </td>
      <td className={styles.volume}>
        {entry.share > 0 ? (
          <span
            className={styles.bar}
            data-side={entry.side}
            style={{ width: `${(entry.share * 100).toFixed(1)}%` }}
            aria-hidden="true"
          />
        ) : null}
        {entry.volume === null ? '' : formatVolume(entry.volume)}
      </td>
    </tr>
  );
  return (
    <table {...buildDataAttributes(data)} className={styles.table}>
      <caption className={visuallyHidden}>{words.caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.head}>
            {words.level}
          </th>
          <th scope="col" className={styles.head}>
            {words.price}
          </th>
          <th scope="col" className={styles.head}>
            {words.volume}
          </th>
        </tr>
      </thead>
      <tbody data-side="ask">{ladder.asks.map(row)}</tbody>
      <tbody data-side="spread">
        <tr className={styles.spread}>
          <th scope="row" className={styles.level}>
            {words.spread}
          </th>
          <td colSpan={2} className={styles.spreadValue}>
            {ladder.spread === null ? '–' : formatDecimal(ladder.spread, ladder.scale)}
          </td>
        </tr>
      </tbody>
      <tbody data-side="bid">{ladder.bids.map(row)}</tbody>
    </table>
  );
}
