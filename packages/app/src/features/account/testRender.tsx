import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeRoot } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { paths } from '../../routes/paths.ts';

/** Every route an account screen may open: each renders its path as a heading in the harness. */
export const reachablePaths = (own: string) =>
  [...Object.values(paths.information), paths.login.login, paths.home.index].filter((path) => path !== own);

/** Renders a screen at its path in the app's providers (tests only). */
export function renderScreen(
  screen: ReactNode,
  path: string,
  options: { initialEntry?: string; language?: string } = {},
) {
  return render(
    <ThemeRoot brand={dutchBrand}>
      <ScreenHarness
        screen={screen}
        path={path}
        initialEntry={options.initialEntry}
        otherPaths={reachablePaths(path)}
        language={options.language ?? 'nl'}
      />
    </ThemeRoot>,
  );
}
