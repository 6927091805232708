import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('public entry', () => {
  it('exports every area', () => {
    for (const name of [
      'formatMoney',
      'toBigOrNull',
      'EMPTY_MONEY',
      'formatDateTime',
      'countdown',
      'isWithinWindow',
      'canTransition',
      'validateOrder',
      'closeSettlement',
      'errorKeys',
      'storageKeys',
      'serverDefaults',
      'hasMorePages',
      'applyLiveQuote',
      'priceScale',
      'checkInState',
      'crossRate',
      'ledgerTypes',
      'compareNewShares',
      'validateSupportMessage',
      'tradeReceipt',
      'orderWarnings',
      'scoreQuestionnaire',
      'dailyLimits',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
