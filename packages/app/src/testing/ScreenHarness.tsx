import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { KitTextsProvider, ToastProvider } from '@broker/ui';
import { ConfigGate } from '../config/ConfigGate.tsx';
import { useKitTextsFromLocale } from '../i18n/kitTexts.ts';
import { ApiFeedbackBridge } from '../shell/ApiFeedbackBridge.tsx';
import { otherPathsOf } from './otherPaths.ts';
import { testI18n } from './testI18n.ts';

export interface ScreenHarnessProps {
  /** The screen under test, rendered at `path`. */
  screen: ReactNode;
  /** Where the screen lives, e.g. '/login/login'; `initialEntry` may add a query. */
  path: string;
  initialEntry?: string;
  /** Other routes the screen may navigate to, each showing its path as a heading; by default every route but `path`. */
  otherPaths?: string[];
  language?: string;
}

/**
 * A screen as the app renders it (kit texts, toasts, config gate, API feedback, a router at the
 * screen's path) for stories and Testing Library tests. The theme comes from the story decorator
 * or the test's ThemeRoot. SWR's cache is fresh for every harness.
 */
export function ScreenHarness({
  screen,
  path,
  initialEntry,
  otherPaths = otherPathsOf(path),
  language = 'nl',
}: ScreenHarnessProps) {
  testI18n(language);
  const [router] = useState(() => {
    const routes: RouteObject[] = [
      { path, element: withFeedback(screen) },
      ...otherPaths.map((other) => ({ path: other, element: withFeedback(<h1>{other}</h1>) })),
    ];
    return createMemoryRouter(routes, { initialEntries: [initialEntry ?? path] });
  });
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <HarnessTexts>
        <ToastProvider>
          <ConfigGate>
            <RouterProvider router={router} />
          </ConfigGate>
        </ToastProvider>
      </HarnessTexts>
    </SWRConfig>
  );
}

function withFeedback(node: ReactNode) {
  return (
    <>
      <ApiFeedbackBridge />
      {node}
    </>
  );
}

function HarnessTexts({ children }: { children: ReactNode }) {
  const texts = useKitTextsFromLocale();
  return <KitTextsProvider texts={texts}>{children}</KitTextsProvider>;
}
