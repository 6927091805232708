import { tones, type Tone } from '@broker/domain';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import * as styles from './StatusBadge.css.ts';

/** The tones a status can take (from @broker/domain: `statusTone`, `reviewTone`, …). */
export const statusBadgeTones = tones;
export type StatusBadgeTone = Tone;

export interface StatusBadgeProps {
  tone: StatusBadgeTone;
  /** The status in words, translated by the app, e.g. "Pending review". */
  label: string;
  /** A leading dot, for lists where colour alone would be too quiet. */
  dot?: boolean;
  data?: DataAttributes;
}

/** A status in words on a soft tone background (the text carries the meaning, not the colour). */
export function StatusBadge({ tone, label, dot = false, data }: StatusBadgeProps) {
  return (
    <span {...buildDataAttributes(data)} className={styles.badge} data-tone={tone}>
      {dot ? <span className={styles.dot} aria-hidden="true" /> : null}
      {label}
    </span>
  );
}
