import { BACK_DOUBLE_PRESS_MS } from '@broker/domain';

/** The native wrapper's back button, behind a small bridge so the browser build needs none of it. */
export interface BackBridge {
  /** Calls `handler` on every hardware back press; returns the clean-up. */
  onBackButton(handler: () => void): () => void;
  exitApp(): void;
}

/** In a plain browser the system back button is the browser's own: nothing to do. */
export const browserBackBridge: BackBridge = {
  onBackButton: () => () => {},
  exitApp: () => {},
};

/** The Capacitor adapter (`@capacitor/app` backButton), loaded only inside the native wrapper. */
export async function capacitorBackBridge(): Promise<BackBridge> {
  const [{ App }] = await Promise.all([import('@capacitor/app'), import('@capacitor/core')]);
  return {
    onBackButton(handler) {
      const listener = App.addListener('backButton', handler);
      return () => void listener.then((l) => l.remove());
    },
    exitApp: () => void App.exitApp(),
  };
}

export function isNativeWrapper(win: Window = window): boolean {
  const capacitor = (win as Window & { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return Boolean(capacitor?.isNativePlatform?.());
}

export interface BackPressOptions {
  /** True when there is a screen to go back to. */
  canGoBack(): boolean;
  goBack(): void;
  exit(): void;
  /** Tells the user that a second press exits (a toast). */
  warnBeforeExit(): void;
  now?: () => number;
}

/**
 * Back goes back; on the first screen it exits only on a second press within 1000 ms
 * (specification §1), warning after the first.
 */
export function createBackPressHandler({ canGoBack, goBack, exit, warnBeforeExit, now = Date.now }: BackPressOptions) {
  let lastPressAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (canGoBack()) {
      goBack();
      return;
    }
    const at = now();
    if (at - lastPressAt <= BACK_DOUBLE_PRESS_MS) {
      exit();
      return;
    }
    lastPressAt = at;
    warnBeforeExit();
  };
}
