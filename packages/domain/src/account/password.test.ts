import { describe, expect, it } from 'vitest';
import { checkNewPassword, passwordStrength } from './password.ts';

describe('checkNewPassword', () => {
  it('takes 8–128 characters that are not weak and not among the most common', () => {
    expect(checkNewPassword('password', 'geheim12')).toBeNull();
    expect(checkNewPassword('password', 'correct horse battery staple '.repeat(4))).toBeNull();
    const size = { field: 'password', rule: 'size', min: 8, max: 128 };
    expect(checkNewPassword('password', '123456')).toEqual({
      field: 'password',
      key: 'error.validation.invalid',
      params: size,
    });
    expect(checkNewPassword('password', 'x'.repeat(129))?.params).toEqual(size);
    expect(checkNewPassword('newPassword', 'wachtwoord', true)).toEqual({
      field: 'newPassword',
      key: 'error.validation.invalid',
      params: { field: 'newPassword', rule: 'common' },
    });
    expect(checkNewPassword('password', '', true)?.key).toBe('error.validation.required');
  });

  it('refuses what the strength estimate calls weak, before the list (issue #31, item 7)', () => {
    for (const weak of ['aaaaaaaa', 'abcdefgh', '12345678', 'qwertyui', 'abababab', 'Abcdefg1']) {
      expect(checkNewPassword('password', weak, true), weak).toEqual({
        field: 'password',
        key: 'error.validation.invalid',
        params: { field: 'password', rule: 'weak' },
      });
    }
  });
});

describe('passwordStrength', () => {
  it('grades by the length that counts first, then by kinds of characters', () => {
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('geheim12')).toBe('fair');
    expect(passwordStrength('1qaz2wsx')).toBe('fair');
    expect(passwordStrength('Canal-House')).toBe('fair');
    expect(passwordStrength('Canal-House-31')).toBe('strong');
    expect(passwordStrength('correct horse battery')).toBe('strong');
  });

  it('leaves out repeats and runs along the alphabet, the digits and the keyboard', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaaaa')).toBe('weak');
    expect(passwordStrength('abcdefghijklmnop')).toBe('weak');
    expect(passwordStrength('98765432')).toBe('weak');
    expect(passwordStrength('asdfghjkl')).toBe('weak');
    expect(passwordStrength('aaaabbbb')).toBe('weak');
    // Fewer than four different characters, however long; one block typed again and again.
    expect(passwordStrength('abcabcabcabc')).toBe('weak');
    expect(passwordStrength('ab12ab12ab12')).toBe('weak');
    expect(passwordStrength('geheim12geheim12')).toBe('fair');
    // A run inside a longer password costs only its own characters.
    expect(passwordStrength('tulip1234canal')).toBe('strong');
  });
});
