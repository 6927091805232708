import type { CurrencySigns, FundCurrency, Language, UpDownConvention } from '@broker/domain';

// The settings brands/vite.ts gives the app of the brand it is built for, replaced at build time.
declare global {
  interface ImportMetaEnv {
    readonly BRAND_TITLE: string;
    /** The logo's URL, relative to the page (`./brand/logo.svg`). */
    readonly BRAND_LOGO: string;
    readonly BRAND_LANGUAGE: Language;
    readonly BRAND_UP_DOWN: UpDownConvention;
    readonly BRAND_BASE_CURRENCY: FundCurrency;
    /** `null` when they are the specification's. */
    readonly BRAND_CURRENCY_SIGNS: CurrencySigns | null;
    readonly BRAND_UID_PREFIX: string;
  }
}
