import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../api/client.ts';
import { afterLoginTarget, fieldErrors, placeFailure } from './formIssues.ts';

const fields = ['account', 'password', 'inviteCode', 'confirmPassword'] as const;

describe('fieldErrors', () => {
  it('keeps the first issue of each known field', () => {
    expect(
      fieldErrors(
        [
          { field: 'account', key: 'error.validation.required' },
          { field: 'account', key: 'error.validation.invalid' },
          { field: 'other', key: 'error.validation.invalid' },
          { field: 'password', key: 'error.validation.invalid' },
        ],
        fields,
      ),
    ).toEqual({ account: 'error.validation.required', password: 'error.validation.invalid' });
  });
});

describe('placeFailure', () => {
  it('puts a failure on the field the server names, or the field the key belongs to', () => {
    const named = new ApiFailure('error.validation.invalid', { field: 'password', rule: 'size' });
    expect(placeFailure(named, fields)).toEqual({ field: 'password', key: 'error.validation.invalid' });
    expect(placeFailure(new ApiFailure('error.account.exists'), fields)).toEqual({
      field: 'account',
      key: 'error.account.exists',
    });
    expect(placeFailure(new ApiFailure('error.invite.inviterNotFound'), fields).field).toBe('inviteCode');
    expect(placeFailure(new ApiFailure('error.password.mismatch'), fields).field).toBe('confirmPassword');
  });

  it('puts everything else under the form', () => {
    expect(placeFailure(new ApiFailure('error.login.wrongCredentials'), fields)).toEqual({
      field: null,
      key: 'error.login.wrongCredentials',
    });
    expect(placeFailure(new ApiFailure('error.account.exists'), ['password'])).toEqual({
      field: null,
      key: 'error.account.exists',
    });
    expect(placeFailure(new Error('boom'), fields)).toEqual({ field: null, key: 'error.submit.failed' });
  });
});

describe('afterLoginTarget', () => {
  it('returns to the page that asked for a session', () => {
    expect(afterLoginTarget({ from: '/information/msgInfo?id=7' })).toBe('/information/msgInfo?id=7');
  });

  it('goes home otherwise, and never back into the login pages or elsewhere', () => {
    expect(afterLoginTarget(null)).toBe('/home/index');
    expect(afterLoginTarget({ from: 42 })).toBe('/home/index');
    expect(afterLoginTarget({ from: '/login/start' })).toBe('/home/index');
    expect(afterLoginTarget({ from: '//evil.example' })).toBe('/home/index');
    expect(afterLoginTarget({ from: 'https://evil.example' })).toBe('/home/index');
  });
});
