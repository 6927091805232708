import type { BrandConfig } from '@broker/ui';

/**
 * The white-label example (BRAND=jade): jade green on warm white, red up (the East Asian
 * convention), in Traditional Chinese, amounts as 'US$ 1.234,50' and '€ 1.234,50'.
 */
export default {
  title: 'Jade Securities',
  logo: './logo.svg',
  theme: 'jade',
  defaultLanguage: 'zh-Hant',
  upDown: 'redUp',
  baseCurrency: 'USD',
  currencySigns: { USD: { prefix: 'US$ ', suffix: '' }, EUR: { prefix: '€ ', suffix: '' } },
  customerServiceLink: '',
  uidPrefix: 'JS',
} satisfies BrandConfig;
