export interface CurrencyAffixes {
  prefix: string;
  suffix: string;
}

/**
 * What stands around the amounts of some currencies (by code); the others follow with their
 * code. Typed by currency where it is written (`CurrencySigns` of currency.ts, a brand's settings).
 */
type SignsByCode = Partial<Record<string, CurrencyAffixes>>;

/**
 * The specification's shared texts are '$ ' and ' €': the dollar sign leads ('$ 1.234,50'), the
 * euro sign follows with its space ('1.234,50 €'), as the leading and trailing spaces of those
 * texts show.
 */
export const specCurrencySigns: SignsByCode = {
  USD: { prefix: '$ ', suffix: '' },
  EUR: { prefix: '', suffix: ' €' },
};

let signs: SignsByCode = specCurrencySigns;

/**
 * A brand's own signs (its "currency prefixes", brands/<name>/brand.ts), over the
 * specification's, for every amount formatted after the call. The one setting of this package:
 * the app calls it once in its entry, before anything renders, with the brand it was built for
 * (how amounts look is the brand's, fixed for the app's lifetime); the server never calls it.
 * A module of its own, so that the app's entry loads this and not the currency rules.
 */
export function setCurrencySigns(brandSigns: SignsByCode): void {
  signs = { ...specCurrencySigns, ...brandSigns };
}

/** The signs in force (`currencyAffixes` reads them). */
export const currencySigns = (): SignsByCode => signs;
