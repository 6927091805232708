import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ThemeRoot } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';
import { ScreenHarness } from './ScreenHarness.tsx';

export interface RenderScreenOptions {
  /** The screen's path with a query, e.g. `withQuery(path, { id })`. */
  initialEntry?: string;
  language?: string;
  /** Routes to render as their path in a heading; by default every route but the screen's own. */
  otherPaths?: string[];
}

/**
 * Renders a screen at its path in the app's providers (Testing Library tests). Returns the render
 * result and a `user` of `userEvent.setup()`, made when first read: setting user-event up replaces
 * `navigator.clipboard` with its stub, which a test of a failing clipboard must not get.
 */
export function renderScreen(screen: ReactNode, path: string, options: RenderScreenOptions = {}) {
  const view = render(
    <ThemeRoot brand={dutchBrand}>
      <ScreenHarness
        screen={screen}
        path={path}
        initialEntry={options.initialEntry}
        otherPaths={options.otherPaths}
        language={options.language ?? 'nl'}
      />
    </ThemeRoot>,
  );
  let user: UserEvent | undefined;
  return {
    ...view,
    get user(): UserEvent {
      user ??= userEvent.setup();
      return user;
    },
  };
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
