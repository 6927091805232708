import { describe, expect, it } from 'vitest';
import { channelsFixture, walletsFixture, withdrawInfoFixture } from './mocks.ts';
import {
  amountAffixes,
  boundsOf,
  groupChannels,
  groupWallets,
  fundedCurrency,
  initialFundCurrency,
  isPriceableAmount,
  spacedCardNumber,
  withdrawalBlockers,
  withdrawalPreview,
} from './fundsRules.ts';
import { chooseWallet, chosenWalletId } from './chosenWallet.ts';
import { money, percent } from './money.ts';

describe('fundsRules', () => {
  it('starts a withdrawal in the asked currency, else the base currency, else USD', () => {
    expect(initialFundCurrency('USDT', 'EUR')).toBe('USDT');
    expect(initialFundCurrency('JPY', 'EUR')).toBe('EUR');
    expect(initialFundCurrency(null, 'KRW')).toBe('USD');
  });

  it('without a requested currency, starts where the money is: the base currency first, then the wallets in order', () => {
    const wallets = [
      { currency: 'EUR', available: '0' },
      { currency: 'USD', available: '0.00' },
      { currency: 'USDT', available: '12.5' },
      { currency: 'USDC', available: '3' },
    ];
    expect(initialFundCurrency(null, 'USD', wallets)).toBe('USDT');
    expect(initialFundCurrency(null, 'USDC', wallets)).toBe('USDC');
    expect(initialFundCurrency('EUR', 'USD', wallets)).toBe('EUR');
    expect(initialFundCurrency(null, 'USD', [{ currency: 'JPY', available: '500' }])).toBe('USD');
    expect(fundedCurrency(['EUR', 'USD'], wallets, 'USD')).toBeUndefined();
  });

  it('gives the amount input its sign without the display spaces', () => {
    expect(amountAffixes('USD')).toEqual({ prefix: '$', suffix: '' });
    expect(amountAffixes('EUR')).toEqual({ prefix: '', suffix: '€' });
    expect(amountAffixes('USDT')).toEqual({ prefix: '', suffix: 'USDT' });
  });

  it('prices only positive amounts within the currency’s decimals', () => {
    expect(isPriceableAmount('250', 'USD')).toBe(true);
    expect(isPriceableAmount('0.123456', 'USDT')).toBe(true);
    expect(isPriceableAmount('0.123', 'USD')).toBe(false);
    expect(isPriceableAmount('0', 'USD')).toBe(false);
    expect(isPriceableAmount('', 'USD')).toBe(false);
    expect(isPriceableAmount('1.', 'USD')).toBe(false);
  });

  it('previews the fee and the net amount with the domain’s arithmetic', () => {
    expect(withdrawalPreview('250', '0.50', 'USD')).toEqual({ fee: '1.25', netAmount: '248.75' });
    expect(withdrawalPreview('0.3', '0.50', 'USD')).toEqual({ fee: '0.00', netAmount: '0.30' });
    expect(withdrawalPreview('', '0.50', 'USD')).toBeNull();
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

  it('reads the bounds of an error’s data', () => {
    expect(boundsOf({ min: '150', currency: 'USD' })).toEqual({ min: '150', currency: 'USD' });
    expect(boundsOf({ max: 500000, currency: 'XXX' })).toEqual({ max: '500000' });
    expect(boundsOf(null)).toEqual({});
    expect(boundsOf('150')).toEqual({});
  });

  it('spaces the mask of a card number', () => {
    expect(spacedCardNumber('6222****7890')).toBe('6222 **** 7890');
    expect(spacedCardNumber('****')).toBe('****');
  });

  it('says what stands in the way of a withdrawal', () => {
    const now = Date.UTC(2025, 3, 20, 10);
    expect(withdrawalBlockers(withdrawInfoFixture, now)).toEqual({
      realName: false,
      fundPassword: false,
      creditScore: false,
      outsideHours: false,
    });
    expect(
      withdrawalBlockers(
        {
          ...withdrawInfoFixture,
          realNameStatus: 'reviewing',
          fundPasswordSet: false,
          creditScore: 59,
          hours: { days: [1], open: '09:00', close: '17:00', timeZone: 'UTC' },
        },
        now, // a Sunday
      ),
    ).toEqual({ realName: true, fundPassword: true, creditScore: true, outsideHours: true });
  });

  it('keeps amounts and rates on one line', () => {
    expect(money('1234.5', 'USD')).toBe('$\u00a01.234,50');
    expect(money('10', 'EUR')).toBe('10,00\u00a0€');
    expect(percent('0.5')).toBe('0,50\u00a0%');
  });

  it('remembers the chosen wallet address', () => {
    chooseWallet('wallet-2');
    expect(chosenWalletId()).toBe('wallet-2');
    chooseWallet(null);
    expect(chosenWalletId()).toBeNull();
  });
});
