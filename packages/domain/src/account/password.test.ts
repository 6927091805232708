import { describe, expect, it } from 'vitest';
import { checkNewPassword, passwordStrength } from './password.ts';

describe('checkNewPassword', () => {
  it('takes 8–128 characters that are not among the most common', () => {
    expect(checkNewPassword('password', 'x'.repeat(8))).toBeNull();
    expect(checkNewPassword('password', 'correct horse battery staple '.repeat(4))).toBeNull();
    const size = { field: 'password', rule: 'size', min: 8, max: 128 };
    expect(checkNewPassword('password', '123456')).toEqual({
      field: 'password',
      key: 'error.validation.invalid',
      params: size,
    });
    expect(checkNewPassword('password', 'x'.repeat(129))?.params).toEqual(size);
    expect(checkNewPassword('newPassword', '12345678', true)).toEqual({
      field: 'newPassword',
      key: 'error.validation.invalid',
      params: { field: 'newPassword', rule: 'common' },
    });
    expect(checkNewPassword('password', '', true)?.key).toBe('error.validation.required');
  });
});

describe('passwordStrength', () => {
  it('grades by length first, then by kinds of characters', () => {
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('aaaaaaaaaaaaaaaaaa')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcdefghij')).toBe('fair');
    expect(passwordStrength('Abcdefg1')).toBe('fair');
    expect(passwordStrength('abcdefghijk1')).toBe('strong');
    expect(passwordStrength('abcdefghijklmnop')).toBe('strong');
  });
});
