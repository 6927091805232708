import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { paths } from '../../routes/paths.ts';

/** Renders a wallet screen at its path in the app's providers; every other /information/ route shows its path (tests only). */
export function renderWalletScreen(
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
        otherPaths={Object.values(paths.information).filter((other) => other !== path)}
        language={options.language ?? 'nl'}
      />
    </ThemeRoot>,
  );
}

/**
 * Activates a control with the keyboard (focus, Enter). Inside the kit's PullToRefresh a mouse
 * click is swallowed under jsdom: its drag gesture listens to touch events there (jsdom has
 * `ontouchstart`) and filters every click that did not follow a tap.
 */
export async function press(element: HTMLElement) {
  act(() => element.focus());
  await userEvent.keyboard('{Enter}');
}
