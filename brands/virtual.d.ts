// What brands/vite.ts gives the app of the brand it is built for (BRAND_DIR, BRAND, else dutch).

declare module 'virtual:brand' {
  import type { ThemeClasses } from '@broker/ui';

  /** The brand's name and theme classes: the only theme in the bundle. */
  export const theme: ThemeClasses;
}

declare module 'virtual:brand-tokens' {
  import type { BrandTokens } from '@broker/ui';

  const tokens: BrandTokens;
  export default tokens;
}

/** The brand's settings (brands/<name>/brand.ts), replaced at build time. */
interface ImportMetaEnv {
  readonly BRAND_TITLE: string;
  /** The logo's URL, relative to the page (`./brand/logo.svg`). */
  readonly BRAND_LOGO: string;
  readonly BRAND_LANGUAGE: import('@broker/domain').Language;
  readonly BRAND_UP_DOWN: import('@broker/domain').UpDownConvention;
  readonly BRAND_BASE_CURRENCY: import('@broker/domain').FundCurrency;
  /** `null` when they are the specification's. */
  readonly BRAND_CURRENCY_SIGNS: import('@broker/domain').CurrencySigns | null;
  readonly BRAND_UID_PREFIX: string;
}
