import { isLanguage, languages, type Language } from '../constants.ts';
import { currencies, isCurrency, type CurrencySigns } from '../money/currency.ts';
import { fundCurrencies, isFundCurrency, type FundCurrency } from '../funds/currencies.ts';
import { validateSupportLink } from '../support/link.ts';

/**
 * Which colour means up: green (Europe), red (East Asia) or blue/orange (colour-blind safe). A
 * brand picks one; a user may override it. The kit maps each to its palette (ui themes).
 */
export const upDownConventions = ['greenUp', 'redUp', 'blueOrange'] as const;
export type UpDownConvention = (typeof upDownConventions)[number];

/**
 * What a white-label brand decides besides its look (brands/<name>/brand.ts, beside its theme).
 * Plain data: the app's build reads it, and so does the server for the defaults of its site
 * configuration — so nothing here may need React, CSS or the kit.
 */
export interface BrandSettings {
  /** The app's name: the page title, the splash, the default of the site config's `title`. */
  title: string;
  /** The logo file beside brand.ts (`./logo.svg`; SVG, PNG or WebP), served as `/brand/logo.<ext>`. */
  logo: string;
  /** The language the app opens in until the user picks one; also the server's for requests without `lang`. */
  defaultLanguage: Language;
  /** Which colour means up, unless the user chooses otherwise. */
  upDown: UpDownConvention;
  /** The currency the wallet summary shows first and check-in rewards are paid in (site config `baseCurrency`). */
  baseCurrency: FundCurrency;
  /** What stands around amounts ("currency prefixes"); currencies left out keep the specification's sign or code. */
  currencySigns: CurrencySigns;
  /** The default of the site config's customer-service link (`kefu`): '' for the app's own support centre, or an https URL. */
  customerServiceLink: string;
  /** What stands before the user's id in the UID the profile shows (`DS10023`): up to 8 letters or digits. */
  uidPrefix: string;
}

export const brandLimits = { titleMax: 60, signMax: 8, uidPrefixMax: 8 } as const;

const logoFile = /^\.\/[\w.-]+\.(svg|png|webp)$/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isShortText = (value: unknown, max: number): boolean => typeof value === 'string' && value.length <= max;

function signsProblems(signs: unknown): string[] {
  if (!isRecord(signs)) return ['currencySigns: an object of { prefix, suffix } per currency'];
  return Object.entries(signs).flatMap(([currency, affixes]) => {
    if (!isCurrency(currency)) return [`currencySigns.${currency}: not a currency (${currencies.join(', ')})`];
    const ok =
      isRecord(affixes) &&
      isShortText(affixes.prefix, brandLimits.signMax) &&
      isShortText(affixes.suffix, brandLimits.signMax);
    return ok
      ? []
      : [`currencySigns.${currency}: { prefix, suffix }, texts of at most ${brandLimits.signMax} characters`];
  });
}

/**
 * What is wrong with a brand's settings, one line per field, for the developer who wrote them
 * (the build and the server refuse to start with them); empty when they are valid.
 */
export function brandSettingsProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['the brand must be an object of settings'];
  const problems: (string | false)[] = [
    !(typeof value.title === 'string' && value.title.trim() !== '' && value.title.length <= brandLimits.titleMax) &&
      `title: a text of 1 to ${brandLimits.titleMax} characters`,
    !(typeof value.logo === 'string' && logoFile.test(value.logo)) &&
      'logo: a file beside brand.ts, such as ./logo.svg (svg, png or webp)',
    !isLanguage(value.defaultLanguage) && `defaultLanguage: one of ${languages.join(', ')}`,
    !(upDownConventions as readonly unknown[]).includes(value.upDown) &&
      `upDown: one of ${upDownConventions.join(', ')}`,
    !isFundCurrency(value.baseCurrency) && `baseCurrency: one of ${fundCurrencies.join(', ')}`,
    validateSupportLink(value.customerServiceLink).length > 0 &&
      'customerServiceLink: empty (the app’s own support centre) or an https URL',
    !(typeof value.uidPrefix === 'string' && /^[A-Za-z0-9]{0,8}$/.test(value.uidPrefix)) &&
      `uidPrefix: up to ${brandLimits.uidPrefixMax} letters or digits`,
  ];
  return [...problems.filter((problem): problem is string => problem !== false), ...signsProblems(value.currencySigns)];
}
