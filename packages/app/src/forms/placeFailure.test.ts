import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/client.ts';
import { placeFailure } from './placeFailure.ts';

const fields = ['account', 'password', 'inviteCode', 'confirmPassword'] as const;

describe('placeFailure', () => {
  it('puts a failure on the field the server names, or the field the key belongs to', () => {
    const named = new ApiFailure('error.validation.invalid', { field: 'password', rule: 'size' });
    expect(placeFailure('user/register', named, fields)).toEqual({
      field: 'password',
      key: 'error.validation.invalid',
      data: { field: 'password', rule: 'size' },
    });
    expect(placeFailure('user/register', new ApiFailure('error.account.exists'), fields)).toEqual({
      field: 'account',
      key: 'error.account.exists',
      data: null,
    });
    expect(placeFailure('user/register', new ApiFailure('error.invite.inviterNotFound'), fields).field).toBe(
      'inviteCode',
    );
    expect(placeFailure('user/register', new ApiFailure('error.password.mismatch'), fields).field).toBe(
      'confirmPassword',
    );
  });

  it('puts everything else under the form', () => {
    expect(placeFailure('user/login', new ApiFailure('error.login.wrongCredentials'), fields)).toEqual({
      field: null,
      key: 'error.login.wrongCredentials',
      data: null,
    });
    expect(placeFailure('user/register', new ApiFailure('error.account.exists'), ['password'])).toEqual({
      field: null,
      key: 'error.account.exists',
      data: null,
    });
    expect(placeFailure('user/login', new Error('boom'), fields)).toEqual({
      field: null,
      key: 'error.submit.failed',
      data: null,
    });
  });

  it('shows a request field on the control the screen has for it', () => {
    const notOwned = new ApiFailure('error.card.notOwned');
    expect(placeFailure('funds/withdraw', notOwned, ['destination', 'amount'], { cardId: 'destination' }).field).toBe(
      'destination',
    );
    expect(placeFailure('funds/withdraw', notOwned, ['destination', 'amount']).field).toBeNull();
  });
});
