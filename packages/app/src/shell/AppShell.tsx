import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import * as styles from './AppShell.css.ts';

/** The frame around every screen: scroll reset on navigation, a phone-width column. */
export function AppShell() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className={styles.column}>
      <Outlet />
    </div>
  );
}
