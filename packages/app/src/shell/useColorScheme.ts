import { useSyncExternalStore } from 'react';
import type { ColorScheme } from '@broker/ui';

const dark = '(prefers-color-scheme: dark)';
// Without matchMedia (an old WebView, jsdom) the app stays light.
const query = () => window.matchMedia?.(dark);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The device's colour scheme, followed live (the system's dark mode switched at sunset, say). */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, () => (query()?.matches ? 'dark' : 'light'));
}
