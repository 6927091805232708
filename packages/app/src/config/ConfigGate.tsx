import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import useSWR, { mutate } from 'swr';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../api/client.ts';
import { CONFIG_RETRY_MS } from '@broker/domain';
import { StartSplash } from '../shell/StartSplash.tsx';
import { buildSiteConfig, type SiteConfig } from './siteConfig.ts';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig is used outside <ConfigGate>');
  return config;
}

export const configKey = ['common/config', { type: 'all' }] as const;
const fetchConfig = ([path, body]: typeof configKey) => apiPost(path, body);

/** Whether the call made before React rendered failed: the gate says so at once. */
let startCallFailed = false;

/**
 * The configuration call, made before React renders (main.tsx waits for it with the texts). Its
 * answer goes where the gate reads it, so that React's first render is the first screen itself,
 * not the splash and then, at the answer, a second render of everything at once. Resolves once
 * the call has ended either way: after a failure the gate shows its message from its first
 * render, calls again at once and then every few seconds.
 */
export async function loadSiteConfig(): Promise<void> {
  try {
    await mutate(configKey, await fetchConfig(configKey), { revalidate: false });
    startCallFailed = false;
  } catch {
    startCallFailed = true;
  }
}

/**
 * The app starts only after the configuration response has arrived (specification §1):
 * until then the splash, retrying every 3 s.
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data, error } = useSWR(configKey, fetchConfig, {
    revalidateOnFocus: false,
    // An answer loadSiteConfig put here is used as it is, not asked for again.
    revalidateIfStale: false,
    onErrorRetry: (_error, _key, _config, revalidate) => {
      setTimeout(() => void revalidate(), CONFIG_RETRY_MS);
    },
  });
  const config = useMemo(() => (data ? buildSiteConfig(data) : null), [data]);
  useEffect(() => {
    document.title = config?.title ?? import.meta.env.BRAND_TITLE;
  }, [config]);

  if (!config) return <StartSplash message={error || startCallFailed ? t('app.configRetry') : undefined} />;
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}
