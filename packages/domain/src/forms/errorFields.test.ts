import { describe, expect, it } from 'vitest';
import { errorKeys } from '../messages/keys.ts';
import { accountErrorFields } from '../account/errorFields.ts';
import { fundsErrorFields } from '../funds/errorFields.ts';
import { supportErrorFields } from '../support/errorFields.ts';
import { tradingErrorFields } from '../trading/errorFields.ts';
import { errorFieldOf } from './errorFields.ts';

describe('errorFieldOf', () => {
  it('places a listed answer on its request field', () => {
    expect(errorFieldOf('user/register', 'error.account.exists')).toBe('account');
    expect(errorFieldOf('user/password', 'error.password.wrongOriginal')).toBe('oldPassword');
    expect(errorFieldOf('funds/withdraw', 'error.card.notOwned')).toBe('cardId');
    expect(errorFieldOf('funds/withdraw', 'error.withdrawal.belowMinimum')).toBe('amount');
    expect(errorFieldOf('exchange/submit', 'error.exchange.sameCurrency')).toBe('to');
    expect(errorFieldOf('trade/order', 'error.price.outOfLimit')).toBe('price');
    expect(errorFieldOf('trade/order', 'error.balance.availableInsufficient')).toBe('lots');
    expect(errorFieldOf('trade/order', 'error.margin.notEnabled')).toBe('leverage');
  });

  it('leaves answers about the whole request to the form', () => {
    expect(errorFieldOf('funds/withdraw', 'error.time.outsideWithdrawal')).toBeNull();
    expect(errorFieldOf('user/login', 'error.login.wrongCredentials')).toBeNull();
    expect(errorFieldOf('user/logout', 'error.card.exists')).toBeNull();
    expect(errorFieldOf('trade/order', 'error.time.outsideTrading')).toBeNull();
    expect(errorFieldOf('margin/apply', 'error.margin.retakeLater')).toBeNull();
  });

  it('takes the field a validation answer names in its data, before the table', () => {
    expect(errorFieldOf('user/login', 'error.validation.required', { field: 'password' })).toBe('password');
    expect(errorFieldOf('card/add', 'error.card.exists', { field: 'holderName' })).toBe('holderName');
    expect(errorFieldOf('card/add', 'error.card.exists', { field: 3 })).toBe('cardNumber');
    expect(errorFieldOf('card/add', 'error.card.exists', null)).toBe('cardNumber');
    expect(errorFieldOf('card/add', 'error.card.exists', 'field')).toBe('cardNumber');
  });

  it('lists only known error keys', () => {
    const known = new Set<string>(errorKeys);
    for (const table of [accountErrorFields, fundsErrorFields, supportErrorFields, tradingErrorFields]) {
      for (const byKey of Object.values(table)) {
        for (const key of Object.keys(byKey)) expect(known.has(key), key).toBe(true);
      }
    }
  });
});
