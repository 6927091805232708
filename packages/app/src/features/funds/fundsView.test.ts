import { describe, expect, it } from 'vitest';
import { channelsFixture, walletsFixture } from './mocks.ts';
import { amountAffixes, groupChannels, groupWallets, spacedCardNumber } from './fundsView.ts';
import { chooseWalletAddress, chosenWalletAddressId } from './chosenWalletAddress.ts';
import { money, percent } from '../../i18n/money.ts';

describe('fundsView', () => {
  it('gives the amount input its sign without the display spaces', () => {
    expect(amountAffixes('USD')).toEqual({ prefix: '$', suffix: '' });
    expect(amountAffixes('EUR')).toEqual({ prefix: '', suffix: '€' });
    expect(amountAffixes('USDT')).toEqual({ prefix: '', suffix: 'USDT' });
  });

  it('groups channels by kind and addresses by wallet type, in order', () => {
    const { bank, crypto } = groupChannels(channelsFixture);
    expect(bank.map((channel) => channel.id)).toEqual(['sepa-eur', 'wire-usd', 'ideal-eur']);
    expect(crypto.map((channel) => channel.id)).toEqual(['usdt-trc20', 'usdc-erc20']);
    expect(groupWallets(walletsFixture).map((group) => [group.walletType, group.items.length])).toEqual([
      ['USDT', 2],
      ['BTC', 1],
    ]);
  });

  it('spaces the mask of a card number', () => {
    expect(spacedCardNumber('6222****7890')).toBe('6222 **** 7890');
    expect(spacedCardNumber('****')).toBe('****');
  });

  it('keeps amounts and rates on one line', () => {
    expect(money('1234.5', 'USD')).toBe('$\u00a01.234,50');
    expect(money('10', 'EUR')).toBe('10,00\u00a0€');
    expect(percent('0.5')).toBe('0,50\u00a0%');
  });

  it('remembers the chosen wallet address', () => {
    chooseWalletAddress('wallet-2');
    expect(chosenWalletAddressId()).toBe('wallet-2');
    chooseWalletAddress(null);
    expect(chosenWalletAddressId()).toBeNull();
  });
});
