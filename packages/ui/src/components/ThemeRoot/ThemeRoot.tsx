import { createContext, useContext, useState, type ReactNode } from 'react';
import type { ThemeClasses } from '../../themes/brand.ts';
import type { ColorScheme, UpDownConvention } from '../../themes/tokens.ts';
import { upDownClasses } from '../../themes/upDown.css.ts';
import * as styles from './ThemeRoot.css.ts';

const PortalContainerContext = createContext<HTMLElement | null>(null);

/** Where popups render: inside the theme root, so they inherit its variables. */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}

export interface ThemeRootProps {
  /** A `Brand`, or only its name and classes. */
  brand: ThemeClasses;
  scheme?: ColorScheme;
  /** Overrides the brand's up/down colour convention (a user setting). */
  upDown?: UpDownConvention;
  children: ReactNode;
}

/** Applies a brand's theme to everything below it, popups included. */
export function ThemeRoot({ brand, scheme = 'light', upDown, children }: ThemeRootProps) {
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  const classes = [styles.root, brand.classes[scheme], upDown ? upDownClasses[upDown] : ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-brand={brand.tokens.name} data-scheme={scheme}>
      <PortalContainerContext.Provider value={portal}>{children}</PortalContainerContext.Provider>
      <div ref={setPortal} className={styles.portal} />
    </div>
  );
}
