import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './NavBar.css.ts';

export const navBarTones = ['surface', 'chrome'] as const;
export type NavBarTone = (typeof navBarTones)[number];

export interface NavBarProps {
  /** The screen's title, rendered as its h1. */
  title: ReactNode;
  /** Shows a back button that calls this (the app decides where back goes). */
  onBack?: () => void;
  /** Overrides the kit text "Back". */
  backLabel?: string;
  /** Buttons on the right, e.g. a history link. */
  right?: ReactNode;
  tone?: NavBarTone;
  data?: DataAttributes;
}

/** The top bar of a sub-screen: back button, centred title, actions on the right. */
export function NavBar({ title, onBack, backLabel, right, tone = 'surface', data }: NavBarProps) {
  const texts = useKitTexts();
  return (
    <div {...buildDataAttributes(data)} className={styles.bar} data-tone={tone}>
      <div className={styles.side}>
        {onBack ? (
          <button type="button" className={styles.back} aria-label={backLabel ?? texts.back} onClick={onBack}>
            <Icon icon={ChevronLeft} size="lg" />
          </button>
        ) : null}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>{right}</div>
    </div>
  );
}
