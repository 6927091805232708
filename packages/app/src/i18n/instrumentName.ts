import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** What an instrument's name is made of: its market, its code ('EUR/USD' for a currency pair) and the server's name. */
export interface NamedInstrument {
  market: string;
  code: string;
  name: string;
}

const PAIR = /^([A-Z]{3})\/([A-Z]{3})$/;

/**
 * The name of an instrument as the language says it. A company's or a coin's name is a proper
 * name and stays as the server gives it; a currency pair's is two currency names, which the
 * server's catalogue holds in English only ("Euro / US Dollar"): here each side is named in the
 * language by the browser's CLDR data (Intl.DisplayNames), "Euro / Amerikaanse dollar" in Dutch.
 * Where the runtime cannot name a currency, the server's name stands.
 */
export function instrumentNameIn(instrument: NamedInstrument, language: string): string {
  const pair = instrument.market === 'fx' ? PAIR.exec(instrument.code) : null;
  if (!pair) return instrument.name;
  try {
    const names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
    const base = names.of(pair[1]!);
    const quote = names.of(pair[2]!);
    return base && quote ? `${capitalise(base, language)} / ${capitalise(quote, language)}` : instrument.name;
  } catch {
    return instrument.name;
  }
}

/** CLDR writes currency names in running-text case ("euro"); as a name on its own it starts with a capital. */
const capitalise = (name: string, language: string) => name.charAt(0).toLocaleUpperCase(language) + name.slice(1);

/** `const nameOf = useInstrumentName(); nameOf(quote)` in the current UI language. */
export function useInstrumentName(): (instrument: NamedInstrument) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((instrument) => instrumentNameIn(instrument, language), [language]);
}
