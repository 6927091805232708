/** The design is laid out for phones: the width that counts is capped at 750 px. */
export const MAX_LAYOUT_WIDTH = 750;

/** Root font size for a window width: 200/750 of it, the width capped at 750 (spec §2). */
export function rootFontSizeFor(windowWidth: number): number {
  const width = Math.min(Math.max(windowWidth, 0), MAX_LAYOUT_WIDTH);
  return (width * 200) / MAX_LAYOUT_WIDTH;
}

/**
 * Keeps `<html>`'s font size on the rule as the window resizes or rotates. Returns the clean-up.
 */
export function installRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSizeFor(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
