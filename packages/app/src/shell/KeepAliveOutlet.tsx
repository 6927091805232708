import { Activity, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router-dom';
import type { RouteHandle } from '../routes/lazyScreen.ts';

/**
 * The current screen, and every `keepAlive` screen visited before it kept mounted but hidden
 * with React's <Activity> (specification §2): coming back finds its state and scroll as left.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const keepAlive = Boolean(handle?.keepAlive);
  const [kept, setKept] = useState<Record<string, ReactNode>>({});

  useLayoutEffect(() => {
    if (!keepAlive) return;
    // Remember the screen once; while visible it renders from the live outlet below.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKept((previous) => (pathname in previous ? previous : { ...previous, [pathname]: outlet }));
  }, [keepAlive, pathname, outlet]);

  // The current keepAlive screen is in the list from its first render, so it never remounts.
  const screens = keepAlive && !(pathname in kept) ? { ...kept, [pathname]: outlet } : kept;
  return (
    <>
      {Object.entries(screens).map(([path, element]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          {path === pathname ? outlet : element}
        </Activity>
      ))}
      {keepAlive ? null : outlet}
    </>
  );
}
