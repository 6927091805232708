import type { BrandSettings } from '@broker/domain';
import type { ConfigName } from '@broker/contract';
import { loadBrand, type BrandLocation } from '../../../brands/load.ts';

/**
 * What the server takes of the brand it serves (BRAND_DIR, BRAND, else dutch; brands/load.ts):
 * plain settings only — the theme is the app's build's business (server ⇏ ui).
 */
export interface ServerBrand {
  name: string;
  settings: BrandSettings;
  /** Where the built app serves the brand's logo, relative to the site: `brand/logo.svg`. */
  logoPath: string;
}

export async function loadServerBrand(location: BrandLocation): Promise<ServerBrand> {
  const { name, config, logoPath } = await loadBrand(location);
  return { name, settings: config, logoPath };
}

/**
 * The site config's values the brand decides, seeded on the first start of a database (an
 * operator's later `config/set` stays): the title, the logo the build ships, the
 * customer-service link and the base currency.
 */
export function brandConfigDefaults({ settings, logoPath }: ServerBrand): Partial<Record<ConfigName, string>> {
  return {
    title: settings.title,
    logo: `/${logoPath}`,
    kefu: settings.customerServiceLink,
    baseCurrency: settings.baseCurrency,
  };
}
