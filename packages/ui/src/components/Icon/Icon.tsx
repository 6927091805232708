import type { LucideIcon } from 'lucide-react';
import type { IconSize } from './iconSizes.ts';
import * as styles from './Icon.css.ts';

export interface IconProps {
  /** A named lucide-react icon, e.g. `import { Bell } from 'lucide-react'`. */
  icon: LucideIcon;
  size?: IconSize;
  /** Only for an icon that means something on its own; decorative icons stay hidden from screen readers. */
  label?: string;
  strokeWidth?: number;
}

/** A lucide icon sized from the theme scale, in the current text colour, hidden from screen readers by default. */
export function Icon({ icon: Glyph, size = 'md', label, strokeWidth = 2 }: IconProps) {
  return (
    <Glyph
      className={styles.icon}
      data-size={size}
      strokeWidth={strokeWidth}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
