import { describe, expect, it } from 'vitest';
import { crossRate, languages, ledgerTypes } from '@broker/domain';
import { testI18n } from '../../testing/testI18n.ts';
import { formatRate, isDeposit, isLedgerEntry, isWithdrawal, shortDestination } from './walletView.ts';
import { ledgerFixture, pendingDeposit, pendingWithdrawal } from './mocks.ts';

describe('records', () => {
  it('tells the kinds apart', () => {
    expect(isDeposit(pendingDeposit) && !isWithdrawal(pendingDeposit) && !isLedgerEntry(pendingDeposit)).toBe(true);
    expect(isWithdrawal(pendingWithdrawal) && !isDeposit(pendingWithdrawal)).toBe(true);
    expect(ledgerFixture.every(isLedgerEntry)).toBe(true);
  });

  it('shortens a wallet address, not a masked card', () => {
    expect(shortDestination({ method: 'wallet', destination: 'TXYZ1234abcd5678efgh9012ijkl3456mn' })).toBe(
      'TXYZ12…56mn',
    );
    expect(shortDestination({ method: 'card', destination: 'NL91****4300' })).toBe('NL91****4300');
  });

  it('has a label for every ledger type of the domain in every language', () => {
    const i18n = testI18n('nl');
    for (const language of languages) {
      for (const type of ledgerTypes) {
        expect(
          i18n.exists(`wallet.records.ledgerType.${type}`, { lng: language, fallbackLng: false }),
          `${language} ${type}`,
        ).toBe(true);
      }
    }
  });
});

describe('rates', () => {
  it('shows the significant decimals of the 8 the server keeps', () => {
    expect(crossRate('25400', '1')).toBe('0.00003937');
    expect(formatRate('0.00003937')).toBe('0,00003937');
    expect(formatRate('0.92000000')).toBe('0,92');
    expect(formatRate('151.8')).toBe('151,80');
    expect(formatRate('1385')).toBe('1.385,00');
  });
});
