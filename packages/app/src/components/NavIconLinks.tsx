import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';
import { Icon } from '@broker/ui';
import * as styles from './NavIconLinks.css.ts';

export interface NavIconLink {
  to: string;
  /** The link's accessible name: it shows only its icon. */
  label: string;
  icon: LucideIcon;
}

/** Icon links at the end of the nav bar (search, watchlist, history…), each a 44 px target. */
export function NavIconLinks({ links }: { links: readonly NavIconLink[] }) {
  return (
    <span className={styles.navActions}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={styles.iconLink} aria-label={link.label}>
          <Icon icon={link.icon} />
        </Link>
      ))}
    </span>
  );
}
