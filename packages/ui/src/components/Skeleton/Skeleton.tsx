import type { ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['line', 'block', 'circle'] as const;
export type SkeletonShapeKind = (typeof skeletonShapes)[number];

export interface SkeletonShapeProps {
  shape?: SkeletonShapeKind;
  /** A CSS length from the kit's scale, e.g. '60%' or rem(120); lines are full width by default. */
  width?: string;
  height?: string;
}

/** One placeholder shape; put several inside a <Skeleton> that announces the loading. */
export function SkeletonShape({ shape = 'line', width, height }: SkeletonShapeProps) {
  return <span className={styles.shape} data-shape={shape} style={{ width, height }} aria-hidden="true" />;
}

export interface SkeletonProps {
  /** Read once by screen readers; the kit text "Loading…" by default. */
  label?: string;
  /** Lines of text to imitate when no children are given. */
  lines?: number;
  /** Shows a circle (avatar, logo) before the lines. */
  avatar?: boolean;
  /** Own layout of <SkeletonShape>s, to match the final layout and avoid a shift. */
  children?: ReactNode;
  data?: DataAttributes;
}

/** Placeholders in the shape of content that is loading; no shimmer under reduced motion. */
export function Skeleton({ label, lines = 3, avatar = false, children, data }: SkeletonProps) {
  const texts = useKitTexts();
  const body = children ?? (
    <div className={styles.row}>
      {avatar ? <SkeletonShape shape="circle" /> : null}
      <div className={styles.lines}>
        {Array.from({ length: lines }, (_, index) => (
          <SkeletonShape key={index} width={index === lines - 1 && lines > 1 ? '60%' : undefined} />
        ))}
      </div>
    </div>
  );
  return (
    <div {...buildDataAttributes(data)} className={styles.container} role="status" aria-busy="true">
      <span className={visuallyHidden}>{label ?? texts.loading}</span>
      <div aria-hidden="true" className={styles.container}>
        {body}
      </div>
    </div>
  );
}
