import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { NavBar } from '@broker/ui';
import { paths } from '../routes/paths.ts';
import * as styles from './Screen.css.ts';

export interface ScreenProps {
  title: string;
  /** Shows the back button (default): one step back in history, or home when there is none. */
  back?: boolean;
  /** Where back leads when one step back in history would not do (the login screen: the start). */
  onBack?: () => void;
  right?: ReactNode;
  /** Under the nav bar, in the screen's banner: e.g. the account header of the wallet tab. */
  banner?: ReactNode;
  /** A bottom area that stays in view, e.g. the primary action of a form. */
  footer?: ReactNode;
  children: ReactNode;
}

/** A sub-screen: the nav bar with its title as the h1, the content, an optional fixed footer. */
export function Screen({ title, back = true, onBack, right, banner, footer, children }: ScreenProps) {
  const goBack = useGoBack();
  return (
    <div className={styles.screen}>
      {/* The screen's banner landmark, so that axe's "region" rule finds nothing outside landmarks. */}
      <header>
        <NavBar title={title} onBack={back ? (onBack ?? goBack) : undefined} right={right} />
        {banner}
      </header>
      <main className={styles.content}>{children}</main>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}

/** The back component of the specification: one step back in history (home when there is none). */
export function useGoBack(fallback: string = paths.home.index) {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
