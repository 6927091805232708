import type { ReactNode } from 'react';
import { formatDecimal } from '@broker/domain';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { marketSign, priceScale } from '../../private/marketSign.ts';
import { PriceChange } from '../PriceChange/PriceChange.tsx';
import { Skeleton, SkeletonShape } from '../Skeleton/Skeleton.tsx';
import { Sparkline } from '../Sparkline/Sparkline.tsx';
import * as styles from './IndexStrip.css.ts';

export interface IndexStripItem {
  id: string;
  name: string;
  /** The index level, a decimal string. */
  price: string;
  change: string;
  changePct: string;
  /** The day's levels for a sparkline (numbers for drawing only). */
  sparkline?: readonly number[];
  /** The previous close, the sparkline's dashed baseline. */
  prevClose?: number;
}

export interface IndexStripProps {
  items: readonly IndexStripItem[];
  /** Wraps each card, e.g. in the app's link: `(item, content) => <Link to={…}>{content}</Link>`. */
  renderItem?: (item: IndexStripItem, content: ReactNode) => ReactNode;
  /** The strip's accessible name, e.g. "Indexes". */
  label: string;
  /** Shows placeholder cards instead of the items. Without items and not loading, nothing is shown. */
  loading?: boolean;
  /** Placeholder cards while loading. Default 3. */
  skeletonCards?: number;
  /** Overrides the loading text read to screen readers. */
  loadingLabel?: string;
  data?: DataAttributes;
}

const SPARKLINE_WIDTH = 106;
const SPARKLINE_HEIGHT = 24;

function IndexCard({ item }: { item: IndexStripItem }) {
  return (
    <span className={styles.card}>
      {/* The spaces are not rendered (flex) but keep words apart in the name of the app's link. */}
      <span className={styles.name}>{item.name}</span>{' '}
      <span className={styles.price}>{formatDecimal(item.price, priceScale(item.price))}</span>{' '}
      <PriceChange change={item.change} changePct={item.changePct} size="sm" />
      {/* The sparkline's place is kept while its points load (or when there are none), so the
          cards do not grow under the reader when it comes (a layout shift on the home screen). */}
      <span className={styles.chart}>
        {item.sparkline ? (
          <Sparkline
            values={item.sparkline}
            baseline={item.prevClose}
            trend={marketSign(item.change, item.changePct)}
            width={SPARKLINE_WIDTH}
            height={SPARKLINE_HEIGHT}
          />
        ) : null}
      </span>
    </span>
  );
}

/**
 * A horizontally scrolling strip of index cards (level, change, sparkline) that snaps card by
 * card. The strip is a named region that keyboard users can focus and scroll with the arrow keys.
 */
export function IndexStrip({
  items,
  renderItem,
  label,
  loading = false,
  skeletonCards = 3,
  loadingLabel,
  data,
}: IndexStripProps) {
  if (!loading && items.length === 0) return null;
  return (
    <div
      {...buildDataAttributes(data)}
      className={styles.strip}
      role="region"
      aria-label={label}
      aria-busy={loading || undefined}
      // Focusable so that keyboard users can scroll it (a scrollable region must be).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {loading ? (
        <Skeleton label={loadingLabel}>
          <span className={styles.skeletonRow}>
            {Array.from({ length: skeletonCards }, (_, index) => (
              // The card's own lines in the card's own type, so that the levels take the
              // placeholder's place without moving what is under the strip.
              <span key={index} className={styles.card}>
                <span className={styles.name}>
                  <SkeletonShape width="70%" />
                </span>
                <span className={styles.price}>
                  <SkeletonShape width="85%" height="1lh" />
                </span>
                <span className={styles.changeLine}>
                  <SkeletonShape width="60%" height="1lh" />
                </span>
                <span className={styles.chart}>
                  <SkeletonShape shape="block" height="100%" />
                </span>
              </span>
            ))}
          </span>
        </Skeleton>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const content = <IndexCard item={item} />;
            return (
              <li key={item.id} className={styles.slot}>
                {renderItem ? renderItem(item, content) : content}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
