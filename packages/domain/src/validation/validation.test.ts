import { describe, expect, it } from 'vitest';
import type { Issue } from './issue.ts';
import {
  checkAmount,
  checkBalance,
  checkCount,
  COUNT_MAX,
  checkRealName,
  checkFundPassword,
  checkRestrictions,
  checkText,
  collect,
  firstIssue,
  isPositiveInteger,
  isValid,
} from './issue.ts';
import {
  defaultNetwork,
  isValidAddress,
  validateBankCard,
  validateCreditPoints,
  validateFundPassword,
  validateFundPasswordChange,
  validateFundPasswordGate,
  validateLogin,
  validatePasswordChange,
  validateRealName,
  validateRegistration,
  validateWalletAddress,
} from './account.ts';
import { defaultFundsWindow, defaultTradingWindows } from '../time/markets.ts';

const keys = (issues: readonly Issue[]): string[] =>
  issues.map((i) => `${i.field}:${i.key}${i.params && 'rule' in i.params ? `:${String(i.params.rule)}` : ''}`);

describe('issue helpers', () => {
  it('checks texts, counts and amounts', () => {
    expect(checkText('a', 5, 1, 2)).toMatchObject({ params: { rule: 'type' } });
    expect(checkText('a', undefined, 1, 2, false)).toBeNull();
    expect(checkText('a', 'abc', 1, 2)).toMatchObject({ params: { rule: 'size' } });
    expect(checkCount('lots', '')).toMatchObject({ key: 'error.validation.required' });
    expect(checkCount('lots', 1.5)).toMatchObject({ params: { rule: 'integer' } });
    expect(checkCount('lots', 0)).toMatchObject({ params: { rule: 'positiveInteger' } });
    expect(checkCount('lots', COUNT_MAX)).toBeNull();
    expect(checkCount('lots', 2 ** 31)).toMatchObject({ params: { rule: 'max', max: COUNT_MAX } });
    expect(checkAmount('amount', 5, { currency: 'EUR' })).toMatchObject({ params: { rule: 'decimal' } });
    expect(checkAmount('amount', '1.001', { currency: 'EUR' })).toMatchObject({
      params: { rule: 'decimal', scale: 2 },
    });
    expect(checkAmount('amount', '1.000001', { currency: 'USDT' })).toBeNull();
    expect(checkAmount('amount', '0.00', { currency: 'EUR' })).toMatchObject({ params: { rule: 'min' } });
    expect(checkAmount('amount', '99', { currency: 'EUR', min: '100' })).toMatchObject({
      key: 'error.amount.belowMinimum',
      params: { min: '100', currency: 'EUR' },
    });
    expect(
      checkAmount('amount', '101', { currency: 'EUR', max: '100', aboveKey: 'error.withdrawal.aboveMaximum' }),
    ).toMatchObject({ key: 'error.withdrawal.aboveMaximum' });
    expect(checkBalance('amount', '10', { balance: '5', available: '5' })).toMatchObject({
      key: 'error.balance.insufficient',
    });
    expect(checkBalance('amount', '10', { balance: '20', available: '5' })).toMatchObject({
      key: 'error.balance.availableInsufficient',
    });
    expect(checkBalance('amount', '5', { available: '5' })).toBeNull();
    expect(
      isPositiveInteger(3) &&
        isPositiveInteger('3') &&
        !isPositiveInteger('0') &&
        !isPositiveInteger(1.5) &&
        !isPositiveInteger('1.5') &&
        !isPositiveInteger(null),
    ).toBe(true);
    expect(isValid([]) && firstIssue([]) === null).toBe(true);
    expect(collect(null, false, undefined)).toEqual([]);
  });

  it('checks restrictions and the fund password', () => {
    expect(checkRestrictions(['disabled'], 'funds')?.key).toBe('error.account.disabled');
    expect(checkRealName('odd' as never)).toBe('odd');
    expect(checkRealName('verified')).toBeNull();
    expect(checkRestrictions(['loginBanned'], 'login')?.key).toBe('error.account.loginBanned');
    expect(checkRestrictions(['frozen'], 'login')).toBeNull();
    expect(checkRestrictions(['frozen'], 'trade')?.key).toBe('error.account.frozen');
    expect(checkRestrictions(['tradeBanned'], 'trade')?.key).toBe('error.account.tradeBanned');
    expect(checkRestrictions(['tradeBanned'], 'funds')).toBeNull();
    expect(checkRestrictions(['withdrawBanned'], 'withdraw')?.key).toBe('error.account.withdrawBanned');
    expect(checkFundPassword('123456', { fundPasswordSet: false })?.key).toBe('error.fundPassword.notSet');
    expect(checkFundPassword('', { fundPasswordSet: true })?.key).toBe('error.validation.required');
    expect(checkFundPassword('12345a', { fundPasswordSet: true })?.key).toBe('error.validation.invalid');
    expect(checkFundPassword(123456, { fundPasswordSet: true })?.key).toBe('error.validation.invalid');
    expect(checkFundPassword('123456', { fundPasswordSet: true, matches: false })?.key).toBe(
      'error.fundPassword.wrong',
    );
    expect(checkFundPassword('123456', { fundPasswordSet: true })).toBeNull();
  });
});

describe('account validators', () => {
  const reg = { account: 'user_1', password: 'secret12', confirmPassword: 'secret12', inviteCode: 'ABC' };
  it('validates registration with both account rules', () => {
    expect(validateRegistration(reg, { accountRule: 'any' })).toEqual([]);
    expect(keys(validateRegistration(reg, { accountRule: 'phone10' }))).toEqual([
      'account:error.validation.invalid:phone10',
    ]);
    expect(validateRegistration({ ...reg, account: '0612345678' }, { accountRule: 'phone10' })).toEqual([]);
    expect(keys(validateRegistration({ ...reg, account: 'a b' }, { accountRule: 'any' }))).toEqual([
      'account:error.validation.invalid:format',
    ]);
    expect(keys(validateRegistration({ ...reg, account: 7 }, { accountRule: 'any' }))).toEqual([
      'account:error.validation.invalid:type',
    ]);
    expect(
      keys(
        validateRegistration(
          { account: '', password: '', confirmPassword: '', inviteCode: ' ' },
          { accountRule: 'any' },
        ),
      ),
    ).toEqual([
      'account:error.validation.required',
      'password:error.validation.required',
      'confirmPassword:error.validation.required',
      'inviteCode:error.validation.required',
    ]);
    expect(keys(validateRegistration({ ...reg, confirmPassword: 'other1' }, { accountRule: 'any' }))).toEqual([
      'confirmPassword:error.password.mismatch',
    ]);
    expect(keys(validateRegistration(reg, { accountRule: 'any', inviterExists: false, accountExists: true }))).toEqual([
      'inviteCode:error.invite.inviterNotFound',
    ]);
    expect(keys(validateRegistration(reg, { accountRule: 'any', accountExists: true }))).toEqual([
      'account:error.account.exists',
    ]);
  });

  it('holds new passwords to the policy: 8–128 and not among the most common (issue #16)', () => {
    const size = 'password:error.validation.invalid:size';
    expect(
      keys(validateRegistration({ ...reg, password: '123456', confirmPassword: '123456' }, { accountRule: 'any' })),
    ).toEqual([size]);
    const passphrase = 'a passphrase longer than thirty-two characters';
    expect(
      validateRegistration({ ...reg, password: passphrase, confirmPassword: passphrase }, { accountRule: 'any' }),
    ).toEqual([]);
    expect(keys(validateRegistration(reg, { accountRule: 'any', commonPassword: true }))).toEqual([
      'password:error.validation.invalid:common',
    ]);
    expect(
      keys(
        validatePasswordChange(
          { oldPassword: 'x', newPassword: 'wachtwoord', confirmPassword: 'wachtwoord' },
          { commonPassword: true },
        ),
      ),
    ).toEqual(['newPassword:error.validation.invalid:common']);
    // A weak one is refused before the list is consulted (issue #31, item 7).
    expect(
      keys(validatePasswordChange({ oldPassword: 'x', newPassword: '12345678', confirmPassword: '12345678' }, {})),
    ).toEqual(['newPassword:error.validation.invalid:weak']);
    expect(validateLogin({ account: 'old_user', password: '123456' })).toEqual([]);
  });

  it('validates login and password changes', () => {
    expect(keys(validateLogin({ account: '', password: null }))).toEqual([
      'account:error.validation.required',
      'password:error.validation.required',
    ]);
    expect(validateLogin({ account: 'a', password: 'b' })).toEqual([]);
    expect(keys(validatePasswordChange({ oldPassword: '', newPassword: '12345', confirmPassword: '1' }))).toEqual([
      'oldPassword:error.validation.required',
      'newPassword:error.validation.invalid:size',
      'confirmPassword:error.password.mismatch',
    ]);
  });

  it('validates fund passwords', () => {
    expect(validateFundPassword('123456')).toEqual([]);
    expect(keys(validateFundPassword('12345'))).toEqual(['fundPassword:error.validation.invalid:format']);
    expect(keys(validateFundPassword(''))).toEqual(['fundPassword:error.validation.required']);
    expect(
      validateFundPasswordChange({ newFundPassword: '123456', confirmPassword: '123456' }, { fundPasswordSet: false }),
    ).toEqual([]);
    expect(
      keys(
        validateFundPasswordChange({ newFundPassword: '123456', confirmPassword: '123456' }, { fundPasswordSet: true }),
      ),
    ).toEqual(['oldFundPassword:error.validation.required']);
    expect(keys(validateFundPasswordGate('123456', { fundPasswordSet: true, matches: false }))).toEqual([
      'fundPassword:error.fundPassword.wrong',
    ]);
  });

  it('validates the real-name form', () => {
    const ok = { name: 'Jan', frontImage: '/a.jpg', backImage: '/b.jpg', consent: true };
    expect(validateRealName(ok)).toEqual([]);
    expect(validateRealName({ ...ok, idNumber: 'AB123456', address: 'Damrak 1' })).toEqual([]);
    expect(
      keys(
        validateRealName({
          name: '',
          idNumber: '12',
          frontImage: '',
          backImage: null,
          address: 'x'.repeat(201),
          consent: false,
        }),
      ),
    ).toEqual([
      'name:error.validation.required',
      'idNumber:error.validation.invalid:format',
      'frontImage:error.validation.required',
      'backImage:error.validation.required',
      'address:error.validation.invalid:size',
      'consent:error.validation.required',
    ]);
    expect(keys(validateRealName({ ...ok, idNumber: 5 }))).toEqual(['idNumber:error.validation.invalid:format']);
    expect(keys(validateRealName(ok, { status: 'reviewing' }))).toEqual(['realName:error.realName.underReview']);
    expect(keys(validateRealName(ok, { status: 'verified' }))).toEqual(['realName:error.realName.alreadyVerified']);
    expect(validateRealName(ok, { status: 'rejected' })).toEqual([]);
  });

  it('validates bank cards', () => {
    const card = { holderName: 'Jan', cardNumber: '6222 0212 3456 7890', bankName: 'ING' };
    expect(validateBankCard(card)).toEqual([]);
    expect(keys(validateBankCard({ ...card, cardNumber: '1234' }))).toEqual([
      'cardNumber:error.validation.invalid:format',
    ]);
    expect(keys(validateBankCard({ ...card, cardNumber: 12345678 }))).toEqual([
      'cardNumber:error.validation.invalid:format',
    ]);
    expect(keys(validateBankCard({ holderName: '', cardNumber: '', bankName: '' }))).toEqual([
      'holderName:error.validation.required',
      'cardNumber:error.validation.required',
      'bankName:error.validation.required',
    ]);
    expect(keys(validateBankCard(card, { cardExists: true }))).toEqual(['cardNumber:error.card.exists']);
  });

  it('validates wallet addresses per network', () => {
    const trc = `T${'A'.repeat(33)}`;
    const erc = `0x${'a'.repeat(40)}`;
    expect(defaultNetwork('USDT')).toBe('TRC20');
    expect(defaultNetwork('USDC')).toBe('ERC20');
    expect(isValidAddress('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isValidAddress('BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(validateWalletAddress({ walletType: 'USDT', address: trc })).toEqual([]);
    expect(validateWalletAddress({ walletType: 'USDT', network: 'ERC20', address: erc })).toEqual([]);
    expect(keys(validateWalletAddress({ walletType: 'USDT', address: erc }))).toEqual([
      'address:error.validation.invalid:format',
    ]);
    expect(keys(validateWalletAddress({ walletType: 'ETH', network: 'TRC20', address: '' }))).toEqual([
      'network:error.validation.invalid:enum',
      'address:error.validation.required',
    ]);
    expect(keys(validateWalletAddress({ walletType: 'ETH', network: 'TRC20', address: erc }))).toEqual([
      'network:error.validation.invalid:enum',
    ]);
    expect(keys(validateWalletAddress({ walletType: '', address: '' }))).toEqual([
      'walletType:error.validation.required',
      'address:error.validation.required',
    ]);
    expect(keys(validateWalletAddress({ walletType: 'DOGE', address: 'x' }))).toEqual([
      'walletType:error.validation.invalid:enum',
    ]);
    expect(keys(validateWalletAddress({ walletType: 'BTC', address: '' }))).toEqual([
      'address:error.validation.required',
    ]);
    expect(keys(validateWalletAddress({ walletType: 'BTC', address: 5 }))).toEqual([
      'address:error.validation.invalid:format',
    ]);
    expect(keys(validateWalletAddress({ walletType: 'USDT', address: trc }, { addressExists: true }))).toEqual([
      'address:error.wallet.exists',
    ]);
  });

  it('validates credit points', () => {
    expect(validateCreditPoints(5)).toEqual([]);
    expect(keys(validateCreditPoints(''))).toEqual(['points:error.validation.required']);
    expect(keys(validateCreditPoints(-1))).toEqual(['points:error.validation.invalid:positiveInteger']);
    expect(keys(validateCreditPoints('2.5'))).toEqual(['points:error.validation.invalid:positiveInteger']);
  });

  it('exposes windows used as error parameters', () => {
    expect(defaultFundsWindow.open).toBe('08:30');
    expect(defaultTradingWindows.de.timeZone).toBe('Europe/Berlin');
  });
});
