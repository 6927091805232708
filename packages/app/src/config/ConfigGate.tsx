import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import useSWR, { preload } from 'swr';
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

/** Starts the configuration call before React renders; the gate's read then finds it under way. */
export function preloadSiteConfig(): void {
  preload(configKey, fetchConfig).catch(() => undefined); // the gate reports and retries
}

/**
 * The app starts only after the configuration response has arrived (specification §1):
 * until then the splash, retrying every 3 s.
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data, error } = useSWR(configKey, fetchConfig, {
    revalidateOnFocus: false,
    onErrorRetry: (_error, _key, _config, revalidate) => {
      setTimeout(() => void revalidate(), CONFIG_RETRY_MS);
    },
  });
  const config = useMemo(() => (data ? buildSiteConfig(data) : null), [data]);
  useEffect(() => {
    document.title = config?.title ?? import.meta.env.BRAND_TITLE;
  }, [config]);

  if (!config) return <StartSplash message={error ? t('app.configRetry') : undefined} />;
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}
