import type { ReactNode } from 'react';
import type { Currency } from '@broker/domain';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { marketSign, priceScale } from '../../private/marketSign.ts';
import { usePriceFlash } from '../../headless/usePriceFlash.ts';
import { rem } from '../../themes/rem.ts';
import { Money } from '../Money/Money.tsx';
import { PriceChange } from '../PriceChange/PriceChange.tsx';
import { SkeletonShape } from '../Skeleton/Skeleton.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Sparkline } from '../Sparkline/Sparkline.tsx';
import * as styles from './QuoteRow.css.ts';

export interface QuoteRowProps {
  code: string;
  name: string;
  /** The last price, a decimal string. */
  price: string;
  /** Signed change against the previous close, a decimal string. */
  change: string;
  /** Signed change in percent, a decimal string. */
  changePct: string;
  /** Shows the price with the currency's scale and sign ('612,40 €'); without it, the plain decimal ('612,40'). */
  currency?: Currency;
  /** The day's prices for a sparkline (numbers for drawing only). */
  sparkline?: readonly number[];
  /** The previous close, drawn as the sparkline's dashed baseline. */
  prevClose?: number;
  /** Under the code, e.g. a <QuoteAgeBadge>. */
  status?: ReactNode;
  /**
   * After the numbers, e.g. a watchlist star. When the app wraps the row in a link, keep
   * interactive content out of it (a button inside a link is not allowed).
   */
  trailing?: ReactNode;
  data?: DataAttributes;
}

// The {' '} between parts are not rendered (flex) but keep words apart in the accessible name of the
// app's link around the row ("ASML Holding ASML 612,40 € Up 8,20 (1,36%)").

/**
 * One quote in a list: name and code on the left, an optional sparkline, the price and its change
 * on the right. A new price flashes briefly up or down (not under reduced motion). The row does
 * not navigate: wrap it in the app's link.
 */
export function QuoteRow({
  code,
  name,
  price,
  change,
  changePct,
  currency,
  sparkline,
  prevClose,
  status,
  trailing,
  data,
}: QuoteRowProps) {
  const flash = usePriceFlash(price);
  return (
    <div {...buildDataAttributes(data)} className={styles.row}>
      <span className={styles.identity}>
        <span className={styles.name}>{name}</span>{' '}
        <span className={styles.meta}>
          <span className={styles.code}>{code}</span>
          {status ? (
            <>
              {' '}
              <span className={styles.status}>{status}</span>
            </>
          ) : null}
        </span>
      </span>{' '}
      {sparkline ? (
        <span className={styles.chart}>
          <Sparkline
            values={sparkline}
            baseline={prevClose}
            trend={marketSign(change, changePct)}
            width={56}
            height={28}
          />
        </span>
      ) : null}
      <span className={styles.numbers}>
        <span className={styles.price} data-flash={flash?.direction}>
          {flash ? (
            <span key={flash.id} className={styles.flash} data-direction={flash.direction} aria-hidden="true" />
          ) : null}
          <Money value={price} currency={currency} scale={currency ? undefined : priceScale(price)} />
        </span>{' '}
        <PriceChange change={change} changePct={changePct} size="sm" />
      </span>{' '}
      {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
    </div>
  );
}

export interface QuoteRowSkeletonProps {
  /** How many rows to imitate. Default 1. */
  rows?: number;
  /** Leaves room for a sparkline, as the loaded rows will have. */
  sparkline?: boolean;
  /** Read once by screen readers; the kit text "Loading…" by default. */
  label?: string;
  data?: DataAttributes;
}

/** Placeholder rows in the shape of <QuoteRow> (same height, no layout shift), announced once as loading. */
export function QuoteRowSkeleton({ rows = 1, sparkline = false, label, data }: QuoteRowSkeletonProps) {
  const texts = useKitTexts();
  return (
    <div {...buildDataAttributes(data)} role="status" aria-busy="true">
      <span className={visuallyHidden}>{label ?? texts.loading}</span>
      <div className={styles.skeleton} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <span key={index} className={styles.skeletonRow}>
            <span className={styles.skeletonIdentity}>
              <SkeletonShape width="55%" />
              <SkeletonShape width="30%" />
            </span>
            {sparkline ? <SkeletonShape shape="block" width={rem(56)} height={rem(28)} /> : null}
            <span className={styles.skeletonNumbers}>
              <SkeletonShape width={rem(72)} />
              <SkeletonShape width={rem(88)} />
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}
