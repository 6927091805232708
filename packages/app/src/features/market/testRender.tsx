import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { paths } from '../../routes/paths.ts';

/** Every route a market, watchlist or news screen may open (tests show each as a heading with its path). */
export const marketPaths = [
  ...Object.values(paths.home),
  ...Object.values(paths.market),
  ...Object.values(paths.favorite),
];

/** Renders a market, watchlist or news screen at its path in the app's providers (tests only). */
export function renderMarketScreen(
  screen: ReactNode,
  path: string,
  options: { initialEntry?: string; language?: string } = {},
) {
  const user = userEvent.setup();
  const view = render(
    <ThemeRoot brand={dutchBrand}>
      <ScreenHarness
        screen={screen}
        path={path}
        initialEntry={options.initialEntry}
        otherPaths={marketPaths.filter((other) => other !== path)}
        language={options.language ?? 'nl'}
      />
    </ThemeRoot>,
  );
  return { user, ...view };
}

/**
 * Activates a control with the keyboard (focus, Enter). Inside the kit's PullToRefresh a mouse
 * click is swallowed under jsdom (its drag gesture filters clicks that did not follow a tap).
 */
export async function press(element: HTMLElement) {
  act(() => element.focus());
  await userEvent.keyboard('{Enter}');
}
