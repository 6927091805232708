import type { ConfigItem } from '@broker/contract';

export interface SiteConfig {
  title: string;
  /** The logo's full URL: the image base prefix plus the configured path. */
  logo: string;
  /** The customer-service link (the config's `kefu`, its name on the wire); empty when none is configured. */
  customerServiceLink: string;
  imageBase: string;
  accountRule: 'any' | 'phone10';
  baseCurrency: string;
}

/** Image paths from the server are relative: prefix them with `imageBase` (default: the origin). */
export function imageUrl(imageBase: string, path: string): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  const base = imageBase.replace(/\/+$/, '');
  const relative = path.replace(/^\.?\/+/, '');
  return `${base}/${relative}`;
}

/** Builds the global config from the name/value list (specification §7). */
export function buildSiteConfig(items: readonly ConfigItem[]): SiteConfig {
  const value = (name: string) => items.find((item) => item.name === name)?.value ?? '';
  const imageBase = value('imageBase');
  return {
    title: value('title') || import.meta.env.BRAND_TITLE,
    logo: imageUrl(imageBase, value('logo')),
    customerServiceLink: value('kefu'),
    imageBase,
    accountRule: value('accountRule') === 'phone10' ? 'phone10' : 'any',
    baseCurrency: value('baseCurrency') || import.meta.env.BRAND_BASE_CURRENCY,
  };
}
