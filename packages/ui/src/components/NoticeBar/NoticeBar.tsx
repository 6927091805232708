import { useState, type CSSProperties, type ReactNode } from 'react';
import { Megaphone, X } from 'lucide-react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './NoticeBar.css.ts';

export const noticeBarTones = ['pending', 'info', 'negative'] as const;
export type NoticeBarTone = (typeof noticeBarTones)[number];

export interface NoticeBarProps {
  /** The announcement, translated by the app. */
  text: string;
  /** Scrolls a long text sideways (paused while touched, hovered or focused; static under reduced motion). */
  scrolling?: boolean;
  tone?: NoticeBarTone;
  /** Shows a close button; the bar hides itself and calls onClose. */
  closable?: boolean;
  onClose?: () => void;
  /** Overrides the kit text "Close notice". */
  closeLabel?: string;
  /** Replaces the megaphone. */
  icon?: ReactNode;
  data?: DataAttributes;
}

/** A one-line announcement at the top of a screen, static or scrolling, optionally closable. */
export function NoticeBar({
  text,
  scrolling = false,
  tone = 'pending',
  closable = false,
  onClose,
  closeLabel,
  icon,
  data,
}: NoticeBarProps) {
  const texts = useKitTexts();
  const [open, setOpen] = useState(true);
  const [paused, setPaused] = useState(false);
  if (!open) return null;
  const duration = { '--notice-duration': `${Math.max(8, Math.round(text.length / 4))}s` } as CSSProperties;
  return (
    <div {...buildDataAttributes(data)} className={styles.bar} data-tone={tone} data-closable={closable}>
      <span className={styles.icon}>{icon ?? <Icon icon={Megaphone} size="sm" />}</span>
      {scrolling ? (
        <div
          className={styles.viewport}
          role="marquee"
          aria-label={text}
          // Focusable so that keyboard users can pause the movement (WCAG 2.2.2).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onPointerDown={() => setPaused(true)}
          onPointerUp={() => setPaused(false)}
          onPointerCancel={() => setPaused(false)}
        >
          <span className={styles.track} data-paused={paused} style={duration} aria-hidden="true">
            <span className={styles.copy}>{text}</span>
            <span className={styles.copy}>{text}</span>
          </span>
        </div>
      ) : (
        <p className={styles.viewport}>
          <span className={styles.text}>{text}</span>
        </p>
      )}
      {closable ? (
        <button
          type="button"
          className={styles.close}
          aria-label={closeLabel ?? texts.notice.close}
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
        >
          <Icon icon={X} size="sm" />
        </button>
      ) : null}
    </div>
  );
}
