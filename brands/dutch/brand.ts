import type { BrandConfig } from '@broker/ui';

/** The default broker (BRAND unset or BRAND=dutch): Dutch orange on deep navy, green up, in Dutch. */
export default {
  title: 'Dutch stocks',
  logo: './logo.svg',
  theme: 'dutch',
  defaultLanguage: 'nl',
  upDown: 'greenUp',
  baseCurrency: 'EUR',
  // The specification's shared currency prefixes: '$ 1.234,50' and '1.234,50 €'.
  currencySigns: { USD: { prefix: '$ ', suffix: '' }, EUR: { prefix: '', suffix: ' €' } },
  customerServiceLink: '',
  uidPrefix: 'DS',
} satisfies BrandConfig;
